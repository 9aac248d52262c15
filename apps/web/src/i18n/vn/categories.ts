import type { CategoriesMessages } from '../zh-cn/categories.ts';

export const categoriesVn: CategoriesMessages = {
  project: {
    category: {
      keyword: 'Từ khóa',
      name: 'Tên danh mục',
      icon: 'Biểu tượng',
      projectsCount: 'Số dự án',
      addTitle: 'Thêm danh mục',
      editTitle: 'Sửa danh mục',
    },
  },
};
