import type { CategoriesMessages } from '../zh-cn/categories.ts';

export const categoriesId: CategoriesMessages = {
  project: {
    category: {
      keyword: 'Kata kunci',
      name: 'Nama kategori',
      icon: 'Ikon',
      projectsCount: 'Jumlah proyek',
      addTitle: 'Tambah kategori',
      editTitle: 'Ubah kategori',
    },
  },
};
