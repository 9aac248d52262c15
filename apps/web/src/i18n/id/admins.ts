import type { AdminsMessages } from '../zh-cn/admins.ts';

export const adminsId: AdminsMessages = {
  system: {
    admin: {
      keyword: 'Kata kunci',
      name: 'Nama',
      email: 'Email',
      password: 'Kata sandi',
      passwordKeep: 'Kosongkan untuk mempertahankan kata sandi saat ini',
      role: 'Peran',
      department: 'Departemen',
      twoFactor: 'Autentikasi dua faktor',
      addTitle: 'Tambah administrator',
      editTitle: 'Ubah administrator',
      enabled: 'Aktif',
      disabled: 'Nonaktif',
      statusHint: 'Administrator nonaktif tidak dapat masuk, dan semua sesinya langsung berakhir',
      signOut: 'Keluarkan dari semua perangkat',
      signOutConfirm: 'Akhiri semua sesi "{{name}}"? Mereka harus masuk lagi di setiap perangkat.',
      signedOut: 'Semua sesi {{name}} telah diakhiri',
      roleBeyondOwn:
        'Peran super, dan peran dengan izin yang tidak Anda miliki sendiri, tidak dapat diberikan',
      adminBeyondOwn:
        'Anda tidak dapat mengelola administrator yang memiliki izin yang tidak Anda miliki sendiri',
    },
  },
};
