import type { TFunction } from 'i18next';
import type { AuditLog } from '@app/contracts/audit-logs';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn } from '../../components/DataGrid/index.ts';
import { actionLabel } from './action-label.ts';

export function auditLogColumns(
  t: TFunction,
  actionsOf: (row: AuditLog) => RowAction[],
): GridColumn<AuditLog>[] {
  return [
    { key: 'id', title: 'ID', type: 'integer', width: 100, sortable: true },
    { key: 'admin', title: t('system.audit.admin'), width: 160, value: (row) => row.admin?.name ?? '' },
    {
      key: 'action',
      title: t('system.audit.action'),
      width: 180,
      value: (row) => actionLabel(t, row.action),
    },
    { key: 'target', title: t('system.audit.target'), width: 160 },
    { key: 'ip', title: 'IP', width: 140 },
    { key: 'created_at', title: t('system.audit.time'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 120),
  ];
}
