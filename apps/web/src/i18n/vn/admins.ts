import type { AdminsMessages } from '../zh-cn/admins.ts';

export const adminsVn: AdminsMessages = {
  system: {
    admin: {
      keyword: 'Từ khóa',
      name: 'Tên',
      email: 'Email',
      password: 'Mật khẩu',
      passwordKeep: 'Để trống để giữ mật khẩu hiện tại',
      role: 'Vai trò',
      department: 'Phòng ban',
      twoFactor: 'Xác thực hai bước',
      addTitle: 'Thêm quản trị viên',
      editTitle: 'Sửa quản trị viên',
      enabled: 'Hoạt động',
      disabled: 'Vô hiệu hóa',
      statusHint: 'Quản trị viên bị vô hiệu hóa không thể đăng nhập và mọi phiên của họ kết thúc ngay',
      signOut: 'Đăng xuất mọi nơi',
      signOutConfirm: 'Kết thúc mọi phiên của "{{name}}"? Họ sẽ phải đăng nhập lại trên mọi thiết bị.',
      signedOut: 'Đã kết thúc mọi phiên của {{name}}',
      roleBeyondOwn: 'Không thể cấp vai trò cấp cao hoặc vai trò có quyền mà chính bạn không có',
      adminBeyondOwn: 'Bạn không thể quản lý quản trị viên có quyền mà chính bạn không có',
    },
  },
};
