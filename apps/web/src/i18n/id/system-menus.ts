import type { SystemMenusMessages } from '../zh-cn/system-menus.ts';

export const systemMenusId: SystemMenusMessages = {
  system: {
    menu: {
      keyword: 'Kata kunci',
      name: 'Nama menu',
      nameHint: 'Kunci judul rute (misalnya admin) ditampilkan dalam bahasa saat ini',
      type: 'Jenis menu',
      types: {
        catalog: 'Katalog',
        menu: 'Menu',
        link: 'Tautan eksternal',
        button: 'Tombol',
      },
      parent: 'Menu induk',
      root: 'Tingkat teratas',
      routePath: 'Jalur rute',
      routeName: 'Nama rute',
      component: 'Jalur komponen',
      permission: 'Kode izin',
      visible: 'Tampilkan',
      keepAlive: 'Simpan cache',
      alwaysShow: 'Selalu tampilkan menu akar',
      redirect: 'Pengalihan',
      link: 'Alamat tautan',
      params: 'Parameter rute',
      paramKey: 'Nama parameter',
      paramValue: 'Nilai parameter',
      addParam: 'Tambah parameter',
      icon: 'Ikon',
      sort: 'Urutan',
      addChild: 'Tambah anak',
      addTitle: 'Tambah menu',
      editTitle: 'Ubah menu',
    },
  },
};
