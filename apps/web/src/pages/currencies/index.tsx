import type { Currency, CurrencyWrite } from '@app/contracts/currencies';
import * as api from '../../api/currencies.ts';
import {
  crudPermissions,
  CrudScreen,
  pagesOf,
  type CrudResource,
  type OnOffChoices,
} from '../../components/crud/index.ts';
import { currencyColumns } from './columns.tsx';
import { currencyActions, currencyFilters, currencyForm, useCurrencyChoices } from './fields.tsx';

const currencies: CrudResource<Currency, CurrencyWrite, api.CurrencyFilter, OnOffChoices> = {
  id: 'finance-currencies',
  exportName: 'currencies',
  rows: pagesOf(api.currencyListQuery),
  permissions: crudPermissions('currencies'),
  writes: api.currencyWrites,
  useChoices: useCurrencyChoices,
  columns: (t, actionsOf, { onOff }) => currencyColumns(t, actionsOf, onOff),
  filters: currencyFilters,
  nameOf: (row) => row.code,
  actions: currencyActions,
  form: currencyForm,
  // The form's fields a file fills; the default flag is left to "make default".
  imports: { fields: ['code', 'name', 'symbol', 'decimals', 'status'], send: api.importCurrencies },
};

export default function CurrencyPage() {
  return <CrudScreen resource={currencies} />;
}
