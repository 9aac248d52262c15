// The lower-level channel screens' texts (payment and transfer share one screen).
export const channelsZhCn = {
  channel: {
    keyword: '关键字',
    name: '渠道名称',
    code: '渠道编码',
    codeHint: '字母、数字、下划线或连字符',
    feePercent: '手续费率',
    feePercentHint: '0 到 100 的百分比，最多 4 位小数，如 0.6',
    minAmount: '单笔最低金额',
    maxAmount: '单笔最高金额',
    maxAmountHint: '留空表示不设上限',
    noMaximum: '不限',
    payment: { addTitle: '新增支付渠道', editTitle: '编辑支付渠道' },
    transfer: { addTitle: '新增转账渠道', editTitle: '编辑转账渠道' },
  },
};
export type ChannelsMessages = typeof channelsZhCn;
