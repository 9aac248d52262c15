// The dictionary screen's texts and the seeded dictionaries' labels ('dict.<code>.<value>').
export const dictionariesZhCn = {
  system: {
    dict: {
      keyword: '关键字',
      code: '字典编码',
      name: '字典名称',
      items: '字典项',
      itemsTitle: '字典项：{{name}}',
      label: '标签',
      labelHint: '可填写翻译键（如 dict.on_off.true），将按当前语言显示',
      nameHint: '可填写翻译键（如 dict.on_off），将按当前语言显示',
      value: '值',
      tagType: '标签类型',
      addTitle: '新增字典',
      editTitle: '编辑字典',
      addItemTitle: '新增字典项',
      editItemTitle: '编辑字典项',
    },
  },
  dict: {
    withdrawal_status: {
      title: '提现状态',
      pending: '待审核',
      awaiting_second: '待第二次审批',
      approved: '已通过',
      rejected: '已拒绝',
    },
    investment_status: {
      title: '投资状态',
      active: '进行中',
      settled: '已结算',
    },
    balance_record_kind: {
      title: '余额记录类型',
      recharge: '充值',
      adjustment: '调整',
      investment: '投资',
      settlement: '结算',
      withdrawal: '提现',
      withdrawal_refund: '提现退款',
    },
    balance_reason: {
      title: '余额变动原因',
      bonus: '奖励',
      correction: '更正',
      chargeback: '退单',
      other: '其他',
    },
    channel_kind: {
      title: '渠道类型',
      payment: '支付',
      transfer: '转账',
    },
    on_off: {
      title: '开关',
      true: '开启',
      false: '关闭',
    },
  },
};
export type DictionariesMessages = typeof dictionariesZhCn;
