// The balance adjustment screen's texts: adjustments waiting for a second admin.
export const balanceAdjustmentsZhCn = {
  user: {
    adjustment: {
      user: '用户',
      amount: '调整金额',
      reason: '原因',
      remarks: '备注',
      balanceNotLoaded: '余额加载失败',
      status: '状态',
      maker: '发起人',
      createdAt: '发起时间',
      checker: '审批人',
      checkedAt: '审批时间',
      reviewComment: '审批意见',
      statuses: { pending: '待审批', approved: '已通过', rejected: '已拒绝' },
      approveTitle: '通过余额调整',
      rejectTitle: '拒绝余额调整',
      step: '第二次审批：{{name}} 于 {{time}} 发起此调整',
      approveHint: '通过后将立即为 {{user}} 的余额调整 {{amount}}。',
      rejectHint: '拒绝后余额不会变化。',
      approvedNotice: '余额调整已通过，余额已变化',
      rejectedNotice: '余额调整已拒绝',
      own: '此调整由您发起，须由其他管理员审批',
      empty: '没有余额调整',
    },
  },
};
export type BalanceAdjustmentsMessages = typeof balanceAdjustmentsZhCn;
