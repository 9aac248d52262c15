import type { RolesMessages } from '../zh-cn/roles.ts';

export const rolesId: RolesMessages = {
  system: {
    role: {
      keyword: 'Kata kunci',
      name: 'Nama peran',
      isSuper: 'Super administrator',
      permissionCount: 'Jumlah izin',
      // A super administrator's role holds every permission, not a count of them.
      allPermissions: 'Semua',
      adminCount: 'Jumlah administrator',
      permissions: 'Atur izin',
      permissionsTitle: 'Atur izin: {{name}}',
      addTitle: 'Tambah peran',
      editTitle: 'Ubah peran',
      twoFactorRequired: 'Wajib dua faktor',
      twoFactorRequiredHint:
        'Administrator peran ini harus mengaktifkan autentikasi dua faktor sebelum melakukan hal lain',
      superOnly: 'Hanya super administrator yang dapat menjadikan peran super atau mengubah peran super',
      beyondOwn: 'Izin yang tidak Anda miliki sendiri diredupkan: Anda tidak dapat memberikannya ke peran',
    },
  },
};
