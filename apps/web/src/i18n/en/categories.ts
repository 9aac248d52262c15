import type { CategoriesMessages } from '../zh-cn/categories.ts';

export const categoriesEn: CategoriesMessages = {
  project: {
    category: {
      keyword: 'Keyword',
      name: 'Category name',
      icon: 'Icon',
      projectsCount: 'Projects',
      addTitle: 'Add category',
      editTitle: 'Edit category',
    },
  },
};
