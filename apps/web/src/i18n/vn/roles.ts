import type { RolesMessages } from '../zh-cn/roles.ts';

export const rolesVn: RolesMessages = {
  system: {
    role: {
      keyword: 'Từ khóa',
      name: 'Tên vai trò',
      isSuper: 'Quản trị viên cấp cao',
      permissionCount: 'Số quyền',
      // A super administrator's role holds every permission, not a count of them.
      allPermissions: 'Tất cả',
      adminCount: 'Số quản trị viên',
      permissions: 'Phân quyền',
      permissionsTitle: 'Phân quyền: {{name}}',
      addTitle: 'Thêm vai trò',
      editTitle: 'Sửa vai trò',
      twoFactorRequired: 'Bắt buộc xác thực hai bước',
      twoFactorRequiredHint:
        'Quản trị viên của vai trò này phải bật xác thực hai bước trước khi làm bất cứ việc gì khác',
      superOnly: 'Chỉ quản trị viên cấp cao mới có thể đặt vai trò cấp cao hoặc sửa vai trò cấp cao',
      beyondOwn: 'Các quyền mà chính bạn không có được làm mờ: bạn không thể cấp chúng cho vai trò',
    },
  },
};
