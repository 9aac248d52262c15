import type { ChannelsMessages } from '../zh-cn/channels.ts';

export const channelsEn: ChannelsMessages = {
  channel: {
    keyword: 'Keyword',
    name: 'Channel name',
    code: 'Channel code',
    codeHint: 'Letters, digits, underscores or hyphens',
    feePercent: 'Fee rate',
    feePercentHint: 'A percentage from 0 to 100 with at most 4 decimal places, e.g. 0.6',
    minAmount: 'Minimum amount',
    maxAmount: 'Maximum amount',
    maxAmountHint: 'Leave empty for no maximum',
    noMaximum: 'No maximum',
    payment: { addTitle: 'Add payment channel', editTitle: 'Edit payment channel' },
    transfer: { addTitle: 'Add transfer channel', editTitle: 'Edit transfer channel' },
  },
};
