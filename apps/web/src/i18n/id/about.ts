import type { AboutMessages } from '../zh-cn/about.ts';

export const aboutId: AboutMessages = {
  config: {
    about: {
      intro:
        'Isi halaman “Tentang kami” di aplikasi anggota. Server menghapus skrip dan konten tidak aman saat disimpan.',
      empty: 'Belum ada isi',
    },
  },
};
