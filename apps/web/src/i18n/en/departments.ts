import type { DepartmentsMessages } from '../zh-cn/departments.ts';

export const departmentsEn: DepartmentsMessages = {
  system: {
    dept: {
      keyword: 'Keyword',
      name: 'Department name',
      code: 'Department code',
      parent: 'Parent department',
      root: 'Top level',
      addChild: 'Add child',
      addTitle: 'Add department',
      editTitle: 'Edit department',
    },
  },
};
