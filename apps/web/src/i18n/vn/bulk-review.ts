import type { BulkReviewMessages } from '../zh-cn/bulk-review.ts';

export const bulkReviewVn: BulkReviewMessages = {
  bulkReview: {
    region: 'Duyệt hàng loạt',
    selected: 'Đã chọn: {{count}}',
    allMatching: 'Đã chọn tất cả {{count}} yêu cầu khớp bộ lọc',
    allMatchingExcept: 'Đã chọn tất cả {{count}} yêu cầu khớp bộ lọc, trừ {{except}}',
    selectAllMatching: 'Chọn tất cả {{count}} yêu cầu khớp bộ lọc',
    tooManyHint: 'Mỗi lần chỉ duyệt được tối đa {{max}}: hãy thu hẹp bộ lọc để chọn tất cả',
    clear: 'Bỏ chọn',
    approveSelected: 'Duyệt các mục đã chọn',
    rejectSelected: 'Từ chối các mục đã chọn',
    title: 'Duyệt {{count}} yêu cầu rút tiền',
    decision: 'Quyết định',
    commentHint: 'Một nhận xét dùng cho mọi yêu cầu được duyệt',
    next: 'Tiếp',
    back: 'Quay lại',
    approveQuestion: 'Duyệt {{count}} yêu cầu rút tiền?',
    rejectQuestion: 'Từ chối {{count}} yêu cầu rút tiền?',
    approveHint:
      'Chỉ duyệt các yêu cầu đã chuyển khoản; không thể hoàn tác. Yêu cầu vượt ngưỡng duyệt hai người sẽ chờ một quản trị viên khác duyệt lần hai.',
    rejectHint:
      'Số tiền của mỗi yêu cầu bị từ chối được hoàn vào số dư của thành viên. Yêu cầu không còn chờ duyệt sẽ được bỏ qua.',
    commentShown: 'Nhận xét: {{comment}}',
    confirmApprove: 'Duyệt {{count}}',
    confirmReject: 'Từ chối {{count}}',
    summaryTitle: 'Kết quả duyệt hàng loạt',
    doneApproved: 'Đã duyệt: {{count}}',
    doneRejected: 'Đã từ chối và hoàn tiền: {{count}}',
    awaitingSecond: 'Trong đó {{count}} yêu cầu chờ một quản trị viên khác duyệt lần hai.',
    skippedCount: 'Đã bỏ qua: {{count}}.',
    skippedTable: 'Các yêu cầu bị bỏ qua',
    reason: 'Lý do',
    close: 'Đóng',
  },
};
