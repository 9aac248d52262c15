import type { DepartmentsMessages } from '../zh-cn/departments.ts';

export const departmentsVn: DepartmentsMessages = {
  system: {
    dept: {
      keyword: 'Từ khóa',
      name: 'Tên phòng ban',
      code: 'Mã phòng ban',
      parent: 'Phòng ban cha',
      root: 'Cấp cao nhất',
      addChild: 'Thêm cấp con',
      addTitle: 'Thêm phòng ban',
      editTitle: 'Sửa phòng ban',
    },
  },
};
