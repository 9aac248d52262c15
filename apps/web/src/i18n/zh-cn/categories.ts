// The project category screen's texts.
export const categoriesZhCn = {
  project: {
    category: {
      keyword: '关键字',
      name: '分类名称',
      icon: '图标',
      projectsCount: '项目数',
      addTitle: '新增分类',
      editTitle: '编辑分类',
    },
  },
};
export type CategoriesMessages = typeof categoriesZhCn;
