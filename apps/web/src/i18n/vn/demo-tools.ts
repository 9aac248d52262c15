import type { DemoToolsMessages } from '../zh-cn/demo-tools.ts';

export const demoToolsVn: DemoToolsMessages = {
  demoTools: {
    signature: {
      intro:
        'Ký bên dưới bằng chuột, cảm ứng hoặc bút. Nét vẽ được giữ nguyên khi thay đổi kích thước cửa sổ.',
      canvas: 'Bảng ký tên: viết bằng chuột, cảm ứng hoặc bút',
      penColor: 'Màu bút',
      colors: {
        black: 'Đen',
        blue: 'Xanh dương',
        red: 'Đỏ',
        green: 'Xanh lá',
      },
      penWidth: 'Độ dày nét',
      undo: 'Hoàn tác nét cuối',
      clear: 'Xóa hết',
      save: 'Lưu thành PNG',
      strokes: 'Số nét: {{count}}',
      fileName: 'chu-ky',
    },
    websocket: {
      intro:
        'Các sự kiện máy chủ gửi qua kênh trực tiếp, theo thứ tự đến. Bạn chỉ nhận các loại sự kiện mà quyền của bạn cho phép.',
      status: 'Kết nối',
      statuses: {
        connecting: 'Đang kết nối',
        open: 'Đã kết nối',
        reconnecting: 'Đang kết nối lại',
        closed: 'Đã đóng',
      },
      filter: 'Loại sự kiện',
      allTypes: 'Tất cả',
      pause: 'Tạm dừng',
      resume: 'Tiếp tục',
      clear: 'Xóa',
      received: 'Đã nhận: {{count}}',
      held: '{{count}} sự kiện nhận được khi tạm dừng',
      cap: 'Giữ {{count}} sự kiện gần nhất',
      empty: 'Chưa có sự kiện nào. Sự kiện sẽ hiện ở đây khi xảy ra.',
      emptyFilter: 'Không có sự kiện thuộc loại này',
      summary: {
        investmentCreated: '{{name}} đã đầu tư {{amount}} vào {{project}}',
        investmentSettled: 'Đã quyết toán {{count}} khoản đầu tư',
        withdrawalCreated: '{{name}} yêu cầu rút {{amount}}',
        withdrawalReviewed: 'Lệnh rút {{amount}} của {{name}}: {{status}}',
      },
      reviewStatuses: {
        pending: 'chờ duyệt',
        approved: 'đã duyệt',
        rejected: 'đã từ chối',
      },
    },
    icons: {
      intro: 'Mọi biểu tượng thanh bên có thể hiển thị. Nhấp vào biểu tượng hoặc nhấn Enter để sao chép tên.',
      search: 'Tìm biểu tượng',
      count: '{{count}} biểu tượng',
      copy: 'Sao chép tên biểu tượng {{name}}',
      copied: 'Đã sao chép "{{name}}"',
      copyFailed: 'Không thể sao chép vào bộ nhớ tạm',
      empty: 'Không có biểu tượng nào khớp với "{{keyword}}"',
    },
    iconSelector: {
      intro: 'Bộ chọn biểu tượng của phần quản lý menu: chọn một biểu tượng và xem nó như trên thanh bên.',
      icon: 'Biểu tượng',
      placeholder: 'Chọn biểu tượng',
      preview: 'Xem trước',
      none: 'Chưa chọn biểu tượng',
      reset: 'Đặt lại',
    },
  },
};
