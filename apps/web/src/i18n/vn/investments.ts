import type { InvestmentsMessages } from '../zh-cn/investments.ts';

export const investmentsVn: InvestmentsMessages = {
  investment: {
    userId: 'ID người dùng',
    userIdInvalid: 'Vui lòng nhập ID người dùng là số nguyên dương',
    user: 'Người dùng',
    project: 'Dự án',
    amount: 'Số tiền đầu tư',
    profitPercent: 'Tỷ suất lợi nhuận',
    profit: 'Lợi nhuận',
    createdAt: 'Thời gian đầu tư',
    settleAt: 'Thời gian tất toán dự kiến',
    settledAt: 'Thời gian tất toán thực tế',
    time: {
      label: 'Thời gian đầu tư',
      all: 'Tất cả',
      day: 'Theo ngày',
      interval: 'Khoảng thời gian',
      date: 'Chọn ngày',
      zoneDay: 'Ngày tính theo giờ {{zone}}',
      start: 'Thời gian bắt đầu',
      end: 'Thời gian kết thúc',
      pickDate: 'Vui lòng chọn ngày',
      pickBound: 'Vui lòng chọn thời gian bắt đầu hoặc kết thúc',
      startAfterEnd: 'Thời gian bắt đầu không được sau thời gian kết thúc',
    },
  },
};
