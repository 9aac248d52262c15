import type { TFunction } from 'i18next';
import type { Project } from '@app/contracts/projects';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn } from '../../components/DataGrid/index.ts';
import { ImageThumb } from '../../components/upload/index.ts';

export function projectColumns(
  t: TFunction,
  actionsOf: (row: Project) => RowAction[],
): GridColumn<Project>[] {
  // What the list is for first (what a project offers, and to whom), so it fits a laptop with the
  // sidebar open; the cover and the times follow.
  return [
    { key: 'name', title: t('project.list.name'), width: 150, sortable: true },
    {
      key: 'category',
      title: t('project.list.category'),
      width: 120,
      value: (row) => row.category.name,
    },
    {
      key: 'min_amount',
      title: t('project.list.minAmountColumn'),
      type: 'amount',
      width: 190,
      sortable: true,
    },
    {
      key: 'profit_percent',
      title: t('project.list.profitPercent'),
      width: 120,
      type: 'percent',
      sortable: true,
    },
    {
      key: 'period_minutes',
      title: t('project.list.periodColumn'),
      type: 'integer',
      width: 120,
      sortable: true,
    },
    {
      key: 'max_times',
      title: t('project.list.maxTimesColumn'),
      width: 120,
      // contracts: 0 = no limit
      value: (row) => (row.max_times === 0 ? t('project.list.unlimited') : row.max_times),
    },
    {
      key: 'hidden',
      title: t('project.list.hidden'),
      type: 'tag',
      width: 110,
      options: [
        { value: true, label: t('project.list.hiddenYes'), color: 'warning' },
        { value: false, label: t('project.list.hiddenNo'), color: 'success' },
      ],
    },
    {
      key: 'cover',
      title: t('project.list.cover'),
      width: 100,
      render: (value, row) => <ImageThumb src={value as string | null} alt={row.name} />,
    },
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180, sortable: true },
    { key: 'updated_at', title: t('project.updatedAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 130),
  ];
}
