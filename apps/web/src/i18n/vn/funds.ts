import type { FundsMessages } from '../zh-cn/funds.ts';

export const fundsVn: FundsMessages = {
  finance: {
    fund: {
      range: 'Khoảng ngày',
      zoneDay: 'Ngày tính theo giờ {{zone}}',
      date: 'Ngày',
      totals: 'Tổng của khoảng ngày',
      figures: {
        recharged: 'Nạp tiền',
        adjusted: 'Điều chỉnh',
        invested: 'Đầu tư',
        settled_principal: 'Gốc đã hoàn',
        profit_paid: 'Lợi nhuận đã trả',
        withdrawn: 'Yêu cầu rút tiền',
        refunded: 'Hoàn tiền rút',
        pending_withdrawals: 'Rút tiền chờ duyệt',
      },
      presets: {
        last7: '7 ngày qua',
        last30: '30 ngày qua',
        thisMonth: 'Tháng này',
        lastMonth: 'Tháng trước',
      },
    },
  },
};
