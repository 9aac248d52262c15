// The department screen's texts.
export const departmentsZhCn = {
  system: {
    dept: {
      keyword: '关键字',
      name: '部门名称',
      code: '部门编号',
      parent: '上级部门',
      root: '顶级部门',
      addChild: '新增下级',
      addTitle: '新增部门',
      editTitle: '编辑部门',
    },
  },
};
export type DepartmentsMessages = typeof departmentsZhCn;
