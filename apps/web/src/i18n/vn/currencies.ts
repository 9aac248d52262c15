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
      makeDefaultTitle: 'Đặt {{code}} làm tiền tệ mặc định?',
      makeDefaultWarning:
        'Từ nay mọi số tiền trong hệ thống (số dư, khoản đầu tư, quỹ) sẽ hiển thị bằng {{code}} với cùng con số: không có quy đổi nào.',
      isDefaultHint:
        'Mọi số tiền đều hiển thị bằng tiền tệ mặc định; đổi tiền tệ mặc định không quy đổi số tiền.',
      addTitle: 'Thêm tiền tệ',
      editTitle: 'Sửa tiền tệ',
    },
  },
};
