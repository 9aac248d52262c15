import type { DashboardMessages } from '../zh-cn/dashboard.ts';

export const dashboardVn: DashboardMessages = {
  dashboardFigures: {
    range: 'Khoảng ngày',
    rangeLimit: 'Một khoảng tối đa {{days}} ngày.',
    presets: {
      today: 'Hôm nay',
      last7: '7 ngày qua',
      last30: '30 ngày qua',
      thisMonth: 'Tháng này',
    },
    zone: 'Ngày được tính theo giờ {{zone}}',
    asOf: 'Số liệu lúc {{time}}',
    refreshing: 'Đang cập nhật',
    totals: {
      label: 'Tổng cộng',
      members: 'Thành viên',
      newMembers: '{{n}} mới trong khoảng',
      recharged: 'Đã nạp',
      invested: 'Đã đầu tư',
      profit_paid: 'Lợi nhuận đã trả',
      withdrawn: 'Đã rút (đã duyệt)',
      pending_withdrawals: 'Rút tiền chờ duyệt',
      pendingCount: '{{n}} yêu cầu chờ duyệt',
      active_principal: 'Vốn đang đầu tư',
      settlement_backlog: 'Đến hạn thanh toán',
      backlogCount: '{{n}} khoản đầu tư đến hạn',
    },
    charts: {
      bar: 'Dòng tiền theo ngày',
      funnel: 'Thành viên mới trong khoảng',
      pie: 'Đầu tư theo danh mục',
      radar: 'Dự án được đầu tư nhiều nhất',
    },
    bar: {
      recharged: 'Đã nạp',
      invested: 'Đã đầu tư',
      withdrawn: 'Đã rút (đã duyệt)',
      profit_paid: 'Lợi nhuận đã trả',
    },
    funnel: {
      registered: 'Đã đăng ký',
      invested: 'Đã đầu tư',
      invested_twice: 'Đầu tư từ hai lần',
      withdrew: 'Đã rút tiền',
    },
    radar: {
      amount: 'Số tiền đầu tư',
      investors: 'Nhà đầu tư',
      average: 'Đầu tư trung bình',
      profit_paid: 'Lợi nhuận đã trả',
      settled_share: 'Đã thanh toán',
    },
    empty: 'Không có biến động tiền và không có thành viên đăng ký từ {{from}} đến {{to}}',
    chartEmpty: 'Không có dữ liệu trong khoảng này',
  },
};
