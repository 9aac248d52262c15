import type { ProjectsMessages } from '../zh-cn/projects.ts';

export const projectsVn: ProjectsMessages = {
  project: {
    updatedAt: 'Thời gian cập nhật',
    list: {
      keyword: 'Từ khóa',
      name: 'Tên dự án',
      category: 'Danh mục',
      cover: 'Ảnh bìa',
      minAmount: 'Số tiền đầu tư tối thiểu',
      profitPercent: 'Tỷ suất lợi nhuận',
      profitPercentHint: 'Phần trăm, tối đa 4 chữ số thập phân, ví dụ 12,5',
      periodMinutes: 'Chu kỳ thanh toán (phút)',
      minutes: 'phút',
      hidden: 'Ẩn',
      hiddenYes: 'Đang ẩn',
      hiddenNo: 'Hiển thị',
      maxTimes: 'Số lần đầu tư tối đa mỗi người',
      maxTimesHint: '0 nghĩa là không giới hạn',
      minAmountColumn: 'Đầu tư tối thiểu',
      periodColumn: 'Chu kỳ (phút)',
      maxTimesColumn: 'Tối đa/người',
      unlimited: 'Không giới hạn',
      addTitle: 'Thêm dự án',
      editTitle: 'Sửa dự án',
    },
  },
};
