import type { TFunction } from 'i18next';
import { fundFigureNames, type FundDay } from '@app/contracts/funds';
import type { GridColumn } from '../../components/DataGrid/index.ts';

// The days come newest first from the server; a page of days sorts nothing.
export function fundColumns(t: TFunction): GridColumn<FundDay>[] {
  return [
    { key: 'date', title: t('finance.fund.date'), width: 120 },
    ...fundFigureNames.map((name): GridColumn<FundDay> => ({
      key: name,
      title: t(`finance.fund.figures.${name}`),
      type: 'amount',
      width: 150,
    })),
  ];
}
