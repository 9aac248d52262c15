import type { ChannelsMessages } from '../zh-cn/channels.ts';

export const channelsVn: ChannelsMessages = {
  channel: {
    keyword: 'Từ khóa',
    name: 'Tên kênh',
    code: 'Mã kênh',
    codeHint: 'Chữ cái, chữ số, dấu gạch dưới hoặc dấu gạch ngang',
    feePercent: 'Tỷ lệ phí',
    feePercentHint: 'Phần trăm từ 0 đến 100, tối đa 4 chữ số thập phân, ví dụ 0,6',
    minAmount: 'Số tiền tối thiểu',
    maxAmount: 'Số tiền tối đa',
    maxAmountHint: 'Để trống nếu không giới hạn',
    noMaximum: 'Không giới hạn',
    payment: { addTitle: 'Thêm kênh thanh toán', editTitle: 'Sửa kênh thanh toán' },
    transfer: { addTitle: 'Thêm kênh chuyển khoản', editTitle: 'Sửa kênh chuyển khoản' },
  },
};
