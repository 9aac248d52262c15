import type { TFunction } from 'i18next';
import type { Category } from '@app/contracts/categories';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn } from '../../components/DataGrid/index.ts';
import { ImageThumb } from '../../components/upload/index.ts';

export function categoryColumns(
  t: TFunction,
  actionsOf: (row: Category) => RowAction[],
): GridColumn<Category>[] {
  return [
    {
      key: 'icon',
      title: t('project.category.icon'),
      width: 100,
      render: (value, row) => <ImageThumb src={value as string | null} alt={row.name} />,
    },
    { key: 'name', title: t('project.category.name'), width: 220, sortable: true },
    { key: 'sort', title: t('system.common.sort'), type: 'integer', width: 100, sortable: true },
    // Shown so staff see before deleting that a category still holds projects (API.md: 409).
    { key: 'projects_count', title: t('project.category.projectsCount'), type: 'integer', width: 120 },
    { key: 'updated_at', title: t('project.updatedAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 160),
  ];
}
