import type { tagTypes } from '@app/contracts';

type Tag = (typeof tagTypes)[number];
export interface DictionarySeed {
  code: string;
  name: string;
  items: { value: string; tag: Tag }[];
}

// The statuses the product shows. Names and labels are keys the web translates into the four
// languages ("dict.<code>.<value>"); a label staff type in by hand is shown as typed.
export const dictionarySeeds: DictionarySeed[] = [
  {
    code: 'withdrawal_status',
    name: 'dict.withdrawal_status',
    items: [
      { value: 'pending', tag: 'warning' },
      { value: 'awaiting_second', tag: 'primary' },
      { value: 'approved', tag: 'success' },
      { value: 'rejected', tag: 'danger' },
    ],
  },
  {
    code: 'investment_status',
    name: 'dict.investment_status',
    items: [
      { value: 'active', tag: 'primary' },
      { value: 'settled', tag: 'success' },
    ],
  },
  {
    code: 'balance_record_kind',
    name: 'dict.balance_record_kind',
    items: [
      { value: 'recharge', tag: 'success' },
      { value: 'adjustment', tag: 'info' },
      { value: 'investment', tag: 'primary' },
      { value: 'settlement', tag: 'success' },
      { value: 'withdrawal', tag: 'warning' },
      { value: 'withdrawal_refund', tag: 'info' },
    ],
  },
  {
    code: 'channel_kind',
    name: 'dict.channel_kind',
    items: [
      { value: 'payment', tag: 'primary' },
      { value: 'transfer', tag: 'info' },
    ],
  },
  {
    code: 'on_off',
    name: 'dict.on_off',
    items: [
      { value: 'true', tag: 'success' },
      { value: 'false', tag: 'info' },
    ],
  },
  {
    code: 'balance_reason',
    name: 'dict.balance_reason',
    items: [
      { value: 'bonus', tag: 'success' },
      { value: 'correction', tag: 'primary' },
      { value: 'chargeback', tag: 'danger' },
      { value: 'other', tag: 'info' },
    ],
  },
];
