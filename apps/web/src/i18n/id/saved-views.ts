import type { SavedViewsMessages } from '../zh-cn/saved-views.ts';

export const savedViewsId: SavedViewsMessages = {
  savedViews: {
    label: 'Tampilan',
    save: 'Simpan tampilan…',
    saveTitle: 'Simpan tampilan ini',
    name: 'Nama',
    saveHint: 'Filter, urutan, dan halaman yang tampil sekarang disimpan dengan nama ini, hanya untuk Anda.',
    saved: 'Tampilan disimpan',
    empty: 'Belum ada tampilan tersimpan di layar ini',
    loadFailed: 'Tampilan tersimpan tidak dapat dimuat',
    delete: 'Hapus tampilan "{{name}}"',
    nothingToSave: 'Saring, urutkan, atau pindah halaman dulu',
  },
};
