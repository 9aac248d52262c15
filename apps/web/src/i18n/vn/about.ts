import type { AboutMessages } from '../zh-cn/about.ts';

export const aboutVn: AboutMessages = {
  config: {
    about: {
      intro:
        'Nội dung trang “Về chúng tôi” của ứng dụng thành viên. Máy chủ loại bỏ script và nội dung không an toàn khi lưu.',
      empty: 'Chưa có nội dung',
    },
  },
};
