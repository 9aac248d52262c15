import type { SavedViewsMessages } from '../zh-cn/saved-views.ts';

export const savedViewsVn: SavedViewsMessages = {
  savedViews: {
    label: 'Chế độ xem',
    save: 'Lưu chế độ xem…',
    saveTitle: 'Lưu chế độ xem này',
    name: 'Tên',
    saveHint: 'Bộ lọc, cách sắp xếp và trang đang hiển thị được lưu dưới tên này, chỉ riêng bạn thấy.',
    saved: 'Đã lưu chế độ xem',
    empty: 'Màn hình này chưa có chế độ xem nào được lưu',
    loadFailed: 'Không tải được các chế độ xem đã lưu',
    delete: 'Xóa chế độ xem "{{name}}"',
    nothingToSave: 'Hãy lọc, sắp xếp hoặc chuyển trang trước',
  },
};
