import type { FinanceMessages } from '../zh-cn/finance.ts';

export const financeVn: FinanceMessages = {
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
        withdrawn: 'Rút tiền',
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
    currency: {
      keyword: 'Từ khóa',
      code: 'Mã tiền tệ',
      codeHint: 'Mã ISO 4217: 3 chữ in hoa, ví dụ USD',
      name: 'Tên tiền tệ',
      symbol: 'Ký hiệu',
      decimals: 'Số chữ số thập phân',
      decimalsHint: 'Số tiền được lưu theo đơn vị nhỏ nhất: 2 cho xu, 0 khi không có đơn vị nhỏ hơn',
      isDefault: 'Tiền tệ mặc định',
      default: 'Mặc định',
      makeDefault: 'Đặt làm mặc định',
      addTitle: 'Thêm tiền tệ',
      editTitle: 'Sửa tiền tệ',
    },
  },
};
