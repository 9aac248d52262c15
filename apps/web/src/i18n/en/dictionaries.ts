import type { DictionariesMessages } from '../zh-cn/dictionaries.ts';

export const dictionariesEn: DictionariesMessages = {
  system: {
    dict: {
      keyword: 'Keyword',
      code: 'Dictionary code',
      name: 'Dictionary name',
      items: 'Items',
      itemsTitle: 'Items: {{name}}',
      label: 'Label',
      labelHint: 'A translation key (such as dict.on_off.true) is shown in the current language',
      nameHint: 'A translation key (such as dict.on_off) is shown in the current language',
      value: 'Value',
      tagType: 'Tag type',
      addTitle: 'Add dictionary',
      editTitle: 'Edit dictionary',
      addItemTitle: 'Add item',
      editItemTitle: 'Edit item',
    },
  },
  dict: {
    withdrawal_status: {
      title: 'Withdrawal status',
      pending: 'Pending review',
      awaiting_second: 'Awaiting second approval',
      approved: 'Approved',
      rejected: 'Rejected',
    },
    investment_status: {
      title: 'Investment status',
      active: 'Active',
      settled: 'Settled',
    },
    balance_record_kind: {
      title: 'Balance record kind',
      recharge: 'Recharge',
      adjustment: 'Adjustment',
      investment: 'Investment',
      settlement: 'Settlement',
      withdrawal: 'Withdrawal',
      withdrawal_refund: 'Withdrawal refund',
    },
    balance_reason: {
      title: 'Balance change reason',
      bonus: 'Bonus',
      correction: 'Correction',
      chargeback: 'Chargeback',
      other: 'Other',
    },
    channel_kind: {
      title: 'Channel kind',
      payment: 'Payment',
      transfer: 'Transfer',
    },
    on_off: {
      title: 'On/off',
      true: 'On',
      false: 'Off',
    },
  },
};
