import { Input, InputNumber, Switch } from 'antd';
import type { TFunction } from 'i18next';
import type { CurrencyWrite } from '@app/contracts/currencies';
import type { FilterField, FilterOption, FormField } from '../../components/crud/index.ts';

export const currencyFilters = (t: TFunction, statuses: FilterOption[]): FilterField[] => [
  { kind: 'input', name: 'keyword', label: t('finance.currency.keyword') },
  { kind: 'select', name: 'status', label: t('system.common.status'), options: statuses },
];

export const currencyFields = (t: TFunction): FormField<CurrencyWrite>[] => [
  {
    name: 'code',
    label: t('finance.currency.code'),
    required: true,
    input: <Input placeholder="USD" maxLength={3} />,
    extra: t('finance.currency.codeHint'),
  },
  { name: 'name', label: t('finance.currency.name'), required: true, input: <Input /> },
  { name: 'symbol', label: t('finance.currency.symbol'), required: true, input: <Input placeholder="$" /> },
  {
    name: 'decimals',
    label: t('finance.currency.decimals'),
    required: true,
    input: <InputNumber min={0} max={4} precision={0} />,
    extra: t('finance.currency.decimalsHint'),
  },
  {
    name: 'is_default',
    label: t('finance.currency.isDefault'),
    valuePropName: 'checked',
    input: <Switch />,
  },
  { name: 'status', label: t('system.common.status'), valuePropName: 'checked', input: <Switch /> },
];
