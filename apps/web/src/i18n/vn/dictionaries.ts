import type { DictionariesMessages } from '../zh-cn/dictionaries.ts';

export const dictionariesVn: DictionariesMessages = {
  system: {
    dict: {
      keyword: 'Từ khóa',
      code: 'Mã từ điển',
      name: 'Tên từ điển',
      items: 'Mục từ điển',
      itemsTitle: 'Mục từ điển: {{name}}',
      label: 'Nhãn',
      labelHint: 'Khóa dịch (ví dụ dict.on_off.true) được hiển thị theo ngôn ngữ hiện tại',
      nameHint: 'Khóa dịch (ví dụ dict.on_off) được hiển thị theo ngôn ngữ hiện tại',
      value: 'Giá trị',
      tagType: 'Kiểu nhãn',
      addTitle: 'Thêm từ điển',
      editTitle: 'Sửa từ điển',
      addItemTitle: 'Thêm mục',
      editItemTitle: 'Sửa mục',
    },
  },
  dict: {
    withdrawal_status: {
      title: 'Trạng thái rút tiền',
      pending: 'Chờ duyệt',
      awaiting_second: 'Chờ duyệt lần hai',
      approved: 'Đã duyệt',
      rejected: 'Đã từ chối',
    },
    investment_status: {
      title: 'Trạng thái đầu tư',
      active: 'Đang hoạt động',
      settled: 'Đã tất toán',
    },
    balance_record_kind: {
      title: 'Loại biến động số dư',
      recharge: 'Nạp tiền',
      adjustment: 'Điều chỉnh',
      investment: 'Đầu tư',
      settlement: 'Tất toán',
      withdrawal: 'Rút tiền',
      withdrawal_refund: 'Hoàn tiền rút',
    },
    balance_reason: {
      title: 'Lý do thay đổi số dư',
      bonus: 'Thưởng',
      correction: 'Điều chỉnh sai sót',
      chargeback: 'Hoàn trả',
      other: 'Khác',
    },
    channel_kind: {
      title: 'Loại kênh',
      payment: 'Thanh toán',
      transfer: 'Chuyển khoản',
    },
    on_off: {
      title: 'Bật/tắt',
      true: 'Bật',
      false: 'Tắt',
    },
  },
};
