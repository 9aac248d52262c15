// The settings screen's texts: general, investments, password and approvals.
export const settingsZhCn = {
  config: {
    tabs: {
      general: '基础配置',
      investment: '投资配置',
      withdrawals: '提现配置',
      password: '修改密码',
      approvals: '四眼审批',
    },
    withdrawalOverdueHours: '提现超时（小时）',
    withdrawalOverdueHoursHint: '等待审核超过这么多小时的提现申请会在审核列表中标记为超时（1 至 720）。',
    readOnly: '您可以查看这些配置，但没有修改权限。',
    saved: '保存成功',
    customerServiceLink: '客服链接',
    customerServiceLinkHint: '会员在应用中联系客服时打开的地址，以 http:// 或 https:// 开头。',
    invitationCodeRequired: '强制邀请码',
    invitationCodeRequiredHint: '开启后，会员注册时必须填写有效的邀请码。',
    carouselImages: '轮播图',
    autoSettlement: '自动结算',
    autoSettlementHint: '开启时，到期的投资每隔几秒自动结算；关闭后到期投资将等待，重新开启后立即结算。',
    autoSettlementNeedsConfirm: '修改自动结算还需要配置的“确认”权限。',
    confirmTitle: '确认修改投资配置？',
    confirmPause: '关闭后，到期的投资不会结算，直到重新开启自动结算。',
    confirmResume: '开启后，所有已到期的投资将在几秒内结算。',
    approvals: {
      withdrawalAbove: '提现金额超过',
      withdrawalAboveHint: '超过此金额的提现须由两位不同的管理员先后审批通过；0 表示关闭。',
      balanceEditAbove: '余额修改金额超过',
      balanceEditAboveHint:
        '增减超过此金额的余额修改先成为待审批的调整，由另一位管理员审批后才生效；0 表示关闭。',
      needsConfirm: '修改四眼审批金额还需要配置的“确认”权限。',
    },
  },
};
export type SettingsMessages = typeof settingsZhCn;
