import type { CurrenciesMessages } from '../zh-cn/currencies.ts';

export const currenciesVn: CurrenciesMessages = {
  finance: {
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
