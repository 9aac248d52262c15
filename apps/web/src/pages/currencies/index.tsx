import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyWriteSchema, type Currency, type CurrencyWrite } from '@app/contracts/currencies';
import {
  createCurrency,
  currencyKeys,
  currencyListQuery,
  defaultCurrencyQuery,
  deleteCurrency,
  importCurrencies,
  updateCurrency,
} from '../../api/currencies.ts';
import {
  CrudFormModal,
  ListPage,
  type RowAction,
  useCrudMutations,
  useEditDeleteActions,
  useListQuery,
  useModalState,
  useRowImport,
} from '../../components/crud/index.ts';
import { setDefaultCurrency } from '../../components/money/index.ts';
import { useDictionary } from '../../components/dictionary/use-dictionary.ts';
import { asOnOff, useDictionaryTags } from '../../components/dictionary/dictionary-tags.ts';
import { currencyColumns } from './columns.tsx';
import { currencyFields, currencyFilters } from './fields.tsx';

// The key prefix covers the default currency as well, so a change of the default is read again.
const crudCalls = {
  queryKey: currencyKeys.all,
  create: createCurrency,
  update: updateCurrency,
  remove: deleteCurrency,
};
const newCurrency: Partial<CurrencyWrite> = { decimals: 2, is_default: false, status: true };

const bodyOf = (row: Currency): CurrencyWrite => ({
  code: row.code,
  name: row.name,
  symbol: row.symbol,
  decimals: row.decimals,
  is_default: row.is_default,
  status: row.status,
});

const codeOf = (row: Currency) => row.code;
// The form's fields a file fills; the default flag is left to "make default".
const importedFields = ['code', 'name', 'symbol', 'decimals', 'status'] as const;

export default function CurrencyPage() {
  const { t } = useTranslation();
  const list = useListQuery<Currency>(currencyListQuery);
  const modal = useModalState<Currency, Partial<CurrencyWrite>>();
  const crud = useCrudMutations<CurrencyWrite>(crudCalls);
  const { options: statuses } = useDictionary('on_off');

  // Every screen's amounts follow the default currency (symbol and places), from the change on.
  const { data: defaultCurrency } = useQuery(defaultCurrencyQuery);
  useEffect(() => {
    if (defaultCurrency) setDefaultCurrency(defaultCurrency);
  }, [defaultCurrency]);

  const { openCreate } = modal;
  const { update } = crud;
  const editDelete = useEditDeleteActions<Currency>({
    modify: 'currencies.modify',
    remove: 'currencies.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf: codeOf,
  });
  const actionsOf = useCallback(
    (row: Currency): RowAction[] => [
      // A disabled currency cannot be the default; enable it first.
      ...(row.is_default || !row.status
        ? []
        : [
            {
              key: 'make-default',
              label: t('finance.currency.makeDefault'),
              permission: 'currencies.modify' as const,
              onClick: () => void update(row.id, { ...bodyOf(row), is_default: true }).catch(() => {}),
            },
          ]),
      ...editDelete(row),
    ],
    [t, update, editDelete],
  );
  const onOff = useDictionaryTags('on_off', asOnOff);
  const columns = useMemo(() => currencyColumns(t, actionsOf, onOff), [t, actionsOf, onOff]);
  const filters = useMemo(() => currencyFilters(t, statuses), [t, statuses]);
  const rowImport = useRowImport<Currency>({
    permission: 'currencies.add',
    queryKey: currencyKeys.all,
    columns,
    fields: importedFields,
    send: importCurrencies,
  });

  return (
    <ListPage
      grid={{
        id: 'finance-currencies',
        columns,
        rowKey: 'id',
        ...list.grid,
        exportName: 'currencies',
        ...rowImport.grid,
      }}
      filters={{ fields: filters, ...list.filterBar }}
      create={{ permission: 'currencies.add', onClick: () => openCreate(newCurrency) }}
    >
      <CrudFormModal<Currency, CurrencyWrite>
        modal={modal}
        crud={crud}
        titles={{ add: t('finance.currency.addTitle'), edit: t('finance.currency.editTitle') }}
        fields={currencyFields(t)}
        schema={currencyWriteSchema}
      />
      {rowImport.report}
    </ListPage>
  );
}
