import type { Currency, CurrencyWrite } from '@app/contracts/currencies';
import * as api from '../../api/currencies.ts';
import {
  crudPermissions,
  CrudScreen,
  pagesOf,
  type CrudResource,
  type OnOffChoices,
  type ScreenParts,
} from '../../components/crud/index.ts';
import { currencyColumns } from './columns.tsx';
import {
  currencyActions,
  currencyFilters,
  currencyForm,
  MAKE_DEFAULT,
  useCurrencyChoices,
} from './fields.tsx';
import { MakeDefaultConfirm } from './make-default-confirm.tsx';

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

const currencyParts: ScreenParts<Currency, CurrencyWrite, OnOffChoices> = {
  [MAKE_DEFAULT]: (row, close, screen) => <MakeDefaultConfirm row={row} close={close} screen={screen} />,
};

export default function CurrencyPage() {
  return <CrudScreen resource={currencies} parts={currencyParts} />;
}
