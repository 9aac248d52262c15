import type { RolesMessages } from '../zh-cn/roles.ts';

export const rolesId: RolesMessages = {
  system: {
    role: {
      keyword: 'Kata kunci',
      name: 'Nama peran',
      isSuper: 'Super administrator',
      permissionCount: 'Jumlah izin',
      adminCount: 'Jumlah administrator',
      permissions: 'Atur izin',
      permissionsTitle: 'Atur izin: {{name}}',
      addTitle: 'Tambah peran',
      editTitle: 'Ubah peran',
      twoFactorRequired: 'Wajib dua faktor',
      twoFactorRequiredHint:
        'Administrator peran ini harus mengaktifkan autentikasi dua faktor sebelum melakukan hal lain',
    },
  },
};
