import type { TwoFactorMessages } from '../zh-cn/two-factor.ts';

export const twoFactorVn: TwoFactorMessages = {
  system: {
    // The signed-in admin's own two-factor screen.
    twoFactor: {
      title: 'Xác thực hai yếu tố',
      required: 'Vai trò của bạn yêu cầu xác thực hai bước. Hãy bật nó để tiếp tục.',
      on: 'Đang bật',
      off: 'Đang tắt',
      offIntro: 'Khi bật, lúc đăng nhập bạn cần nhập thêm mã 6 chữ số từ ứng dụng xác thực ngoài mật khẩu.',
      onIntro:
        'Khi đăng nhập, bạn cần nhập mã 6 chữ số từ ứng dụng xác thực ngoài mật khẩu. Không có điện thoại, mỗi mã khôi phục cho phép đăng nhập một lần.',
      turnOn: 'Bật xác thực hai yếu tố',
      turnOff: 'Tắt xác thực hai yếu tố',
      turnedOn: 'Đã bật xác thực hai yếu tố',
      turnedOff: 'Đã tắt xác thực hai yếu tố',
      currentPassword: 'Mật khẩu hiện tại',
      setupIntro:
        'Quét mã QR bằng ứng dụng xác thực (như Google Authenticator hoặc Microsoft Authenticator) hoặc nhập khóa, rồi nhập mã 6 chữ số mà ứng dụng hiển thị.',
      qrAlt: 'Mã QR cho ứng dụng xác thực',
      keyLabel: 'Khóa',
      codeLabel: 'Mã',
      confirm: 'Bật',
      cancelSetup: 'Hủy thiết lập',
      recoveryTitle: 'Mã khôi phục',
      recoveryIntro: 'Mỗi mã khôi phục chỉ đăng nhập được một lần. Hãy cất giữ ở nơi an toàn.',
      showCodes: 'Hiện mã khôi phục',
      hideCodes: 'Ẩn mã khôi phục',
      regenerate: 'Tạo mã khôi phục mới',
      regenerateConfirm: 'Mã mới sẽ thay thế toàn bộ mã cũ, mã cũ sẽ không dùng được nữa. Tiếp tục?',
      regenerated: 'Đã tạo mã khôi phục mới',
    },
  },
};
