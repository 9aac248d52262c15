import type { SystemMenusMessages } from '../zh-cn/system-menus.ts';

export const systemMenusVn: SystemMenusMessages = {
  system: {
    menu: {
      keyword: 'Từ khóa',
      name: 'Tên menu',
      nameHint: 'Khóa tiêu đề tuyến (ví dụ admin) được hiển thị theo ngôn ngữ hiện tại',
      type: 'Loại menu',
      types: {
        catalog: 'Thư mục',
        menu: 'Menu',
        link: 'Liên kết ngoài',
        button: 'Nút',
      },
      parent: 'Menu cha',
      root: 'Cấp cao nhất',
      routePath: 'Đường dẫn tuyến',
      routeName: 'Tên tuyến',
      component: 'Đường dẫn thành phần',
      permission: 'Mã quyền',
      visible: 'Hiển thị',
      keepAlive: 'Lưu bộ nhớ đệm',
      alwaysShow: 'Luôn hiển thị menu gốc',
      redirect: 'Chuyển hướng',
      link: 'Địa chỉ liên kết',
      params: 'Tham số tuyến',
      paramKey: 'Tên tham số',
      paramValue: 'Giá trị tham số',
      addParam: 'Thêm tham số',
      icon: 'Biểu tượng',
      sort: 'Thứ tự',
      addChild: 'Thêm cấp con',
      addTitle: 'Thêm menu',
      editTitle: 'Sửa menu',
    },
  },
};
