import type { DepartmentsMessages } from '../zh-cn/departments.ts';

export const departmentsId: DepartmentsMessages = {
  system: {
    dept: {
      keyword: 'Kata kunci',
      name: 'Nama departemen',
      code: 'Kode departemen',
      parent: 'Departemen induk',
      root: 'Tingkat teratas',
      addChild: 'Tambah anak',
      addTitle: 'Tambah departemen',
      editTitle: 'Ubah departemen',
    },
  },
};
