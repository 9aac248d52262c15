import { Input, InputNumber, Switch } from 'antd';
import type { TFunction } from 'i18next';
import {
  channelFieldsSchema,
  type Channel,
  type ChannelFields,
  type ChannelKind,
} from '@app/contracts/channels';
import type { ChannelFilter } from '../../../api/channels.ts';
import type {
  FilterField,
  FilterOption,
  FormField,
  OnOffChoices,
  ResourceForm,
} from '../../../components/crud/index.ts';
import {
  MoneyInput,
  moneyInputRule,
  PercentInput,
  percentInputRule,
} from '../../../components/money/index.ts';
import { lengthCount } from '../../../components/length-count.ts';

export const channelFilters = (
  t: TFunction,
  { statuses }: { statuses: FilterOption[] },
): FilterField<ChannelFilter>[] => [
  { kind: 'input', name: 'keyword', label: t('channel.keyword') },
  { kind: 'select', name: 'status', label: t('system.common.status'), options: statuses },
];

export function channelFields(t: TFunction): FormField<ChannelFields>[] {
  return [
    { name: 'name', label: t('channel.name'), required: true, input: <Input count={lengthCount(64)} /> },
    {
      name: 'code',
      label: t('channel.code'),
      required: true,
      input: <Input count={lengthCount(64)} placeholder="bank_card" />,
      extra: t('channel.codeHint'),
    },
    {
      name: 'fee_percent',
      label: t('channel.feePercent'),
      required: true,
      input: <PercentInput example="0.6" />,
      rules: [percentInputRule(t, '0.6')],
      extra: t('channel.feePercentHint'),
    },
    {
      name: 'min_amount',
      label: t('channel.minAmount'),
      input: <MoneyInput />,
      rules: [moneyInputRule(t)],
    },
    {
      name: 'max_amount',
      label: t('channel.maxAmount'),
      input: <MoneyInput placeholder={t('channel.noMaximum')} />,
      rules: [moneyInputRule(t)],
      extra: t('channel.maxAmountHint'),
      // The maximum is checked against the minimum: a changed minimum checks it again.
      dependencies: ['min_amount'],
    },
    {
      name: 'sort',
      label: t('system.common.sort'),
      input: <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} />,
    },
    { name: 'status', label: t('system.common.status'), valuePropName: 'checked', input: <Switch /> },
  ];
}

/** The add-or-edit form of one kind's screen: the kind is the screen's, not a field. */
export const channelForm = (kind: ChannelKind): ResourceForm<Channel, ChannelFields, OnOffChoices> => ({
  titles: { add: `channel.${kind}.addTitle`, edit: `channel.${kind}.editTitle` },
  fields: channelFields,
  schema: channelFieldsSchema,
  defaults: { min_amount: 0, sort: 0, status: true },
  width: 600,
});
