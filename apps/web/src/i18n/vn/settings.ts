import type { SettingsMessages } from '../zh-cn/settings.ts';

export const settingsVn: SettingsMessages = {
  config: {
    tabs: {
      general: 'Cấu hình chung',
      investment: 'Cấu hình đầu tư',
      withdrawals: 'Cấu hình rút tiền',
      password: 'Đổi mật khẩu',
      approvals: 'Duyệt bốn mắt',
    },
    withdrawalOverdueHours: 'Rút tiền quá hạn sau (giờ)',
    withdrawalOverdueHoursHint:
      'Yêu cầu rút tiền chờ lâu hơn số giờ này được đánh dấu quá hạn trong danh sách duyệt (1 đến 720).',
    readOnly: 'Bạn có thể xem các cấu hình này nhưng không thể thay đổi.',
    saved: 'Lưu thành công',
    customerServiceLink: 'Liên kết chăm sóc khách hàng',
    customerServiceLinkHint:
      'Địa chỉ ứng dụng thành viên mở khi liên hệ chăm sóc khách hàng, bắt đầu bằng http:// hoặc https://.',
    invitationCodeRequired: 'Bắt buộc mã mời',
    invitationCodeRequiredHint: 'Khi bật, thành viên phải nhập mã mời hợp lệ để đăng ký.',
    carouselImages: 'Ảnh trình chiếu',
    autoSettlement: 'Tự động tất toán',
    autoSettlementHint:
      'Khi bật, các khoản đầu tư đến hạn được tất toán sau mỗi vài giây. Khi tắt, chúng sẽ chờ và được tất toán ngay khi bật lại.',
    autoSettlementNeedsConfirm: 'Thay đổi tự động tất toán cần thêm quyền “Xác nhận” của Cấu hình.',
    confirmTitle: 'Thay đổi cấu hình đầu tư?',
    confirmPause: 'Các khoản đầu tư đến hạn sẽ không được tất toán cho đến khi bật lại tự động tất toán.',
    confirmResume: 'Mọi khoản đầu tư đã đến hạn sẽ được tất toán trong vài giây.',
    approvals: {
      withdrawalAbove: 'Rút tiền trên',
      withdrawalAboveHint:
        'Yêu cầu rút tiền trên số tiền này phải được hai quản trị viên khác nhau lần lượt duyệt; 0 là tắt.',
      balanceEditAbove: 'Sửa số dư trên',
      balanceEditAboveHint:
        'Thay đổi số dư (tăng hoặc giảm) vượt số tiền này sẽ chờ duyệt cho đến khi quản trị viên khác phê duyệt; 0 là tắt.',
      needsConfirm: 'Thay đổi số tiền duyệt bốn mắt cần thêm quyền “Xác nhận” của Cấu hình.',
    },
  },
};
