import { useQuery } from '@tanstack/react-query';
import { Input, InputNumber, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { currencyWriteSchema, type Currency, type CurrencyWrite } from '@app/contracts/currencies';
import { defaultCurrencyQuery, type CurrencyFilter } from '../../api/currencies.ts';
import {
  useOnOffChoices,
  type FilterField,
  type FilterOption,
  type FormField,
  type OnOffChoices,
  type ResourceForm,
  type ScreenHandles,
} from '../../components/crud/index.ts';
import { setDefaultCurrency } from '../../components/money/index.ts';

/** The screen part asking before a currency becomes the default. */
export const MAKE_DEFAULT = 'make-default';

/** The on/off dictionary; and every screen's amounts follow the default currency, from a change on. */
export function useCurrencyChoices(): OnOffChoices {
  const { data: defaultCurrency } = useQuery(defaultCurrencyQuery);
  useEffect(() => {
    if (defaultCurrency) setDefaultCurrency(defaultCurrency);
  }, [defaultCurrency]);
  return useOnOffChoices();
}

export const bodyOf = (row: Currency): CurrencyWrite => ({
  code: row.code,
  name: row.name,
  symbol: row.symbol,
  decimals: row.decimals,
  is_default: row.is_default,
  status: row.status,
});

/**
 * "Make default" before edit and delete, asked first (make-default-confirm.tsx); a disabled currency
 * cannot be the default: enable it first.
 */
export function currencyActions(row: Currency, screen: ScreenHandles<Currency, CurrencyWrite, OnOffChoices>) {
  const makeDefault = {
    key: MAKE_DEFAULT,
    label: screen.t('finance.currency.makeDefault'),
    permission: 'currencies.modify' as const,
    onClick: () => screen.open(MAKE_DEFAULT, row),
  };
  return [...(row.is_default || !row.status ? [] : [makeDefault]), ...screen.editDelete(row)];
}

export const currencyFilters = (
  t: TFunction,
  { statuses }: { statuses: FilterOption[] },
): FilterField<CurrencyFilter>[] => [
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
    // No bounds on the control: it would quietly turn a typed 5 into 4; the schema says "0 to 4" instead.
    input: <InputNumber precision={0} />,
    extra: t('finance.currency.decimalsHint'),
  },
  {
    name: 'is_default',
    label: t('finance.currency.isDefault'),
    valuePropName: 'checked',
    input: <Switch />,
    extra: t('finance.currency.isDefaultHint'),
  },
  { name: 'status', label: t('system.common.status'), valuePropName: 'checked', input: <Switch /> },
];

export const currencyForm: ResourceForm<Currency, CurrencyWrite, OnOffChoices> = {
  titles: { add: 'finance.currency.addTitle', edit: 'finance.currency.editTitle' },
  fields: currencyFields,
  schema: currencyWriteSchema,
  defaults: { decimals: 2, is_default: false, status: true },
};
