import type { BalanceAdjustmentsMessages } from '../zh-cn/balance-adjustments.ts';

export const balanceAdjustmentsVn: BalanceAdjustmentsMessages = {
  user: {
    adjustment: {
      user: 'Người dùng',
      amount: 'Số tiền thay đổi',
      reason: 'Lý do',
      remarks: 'Ghi chú',
      balanceNotLoaded: 'Không tải được số dư',
      status: 'Trạng thái',
      maker: 'Người đề nghị',
      createdAt: 'Thời gian đề nghị',
      checker: 'Người duyệt',
      checkedAt: 'Thời gian duyệt',
      reviewComment: 'Ý kiến duyệt',
      statuses: { pending: 'Chờ duyệt', approved: 'Đã duyệt', rejected: 'Đã từ chối' },
      approveTitle: 'Duyệt điều chỉnh số dư',
      rejectTitle: 'Từ chối điều chỉnh số dư',
      step: 'Duyệt lần hai: {{name}} đề nghị lúc {{time}}',
      approveHint: 'Khi duyệt, số dư của {{user}} thay đổi {{amount}} ngay lập tức.',
      rejectHint: 'Từ chối sẽ không thay đổi số dư.',
      approvedNotice: 'Đã duyệt điều chỉnh, số dư đã thay đổi',
      rejectedNotice: 'Đã từ chối điều chỉnh',
      own: 'Bạn đã đề nghị điều chỉnh này: quản trị viên khác phải duyệt',
      empty: 'Không có điều chỉnh số dư',
    },
  },
};
