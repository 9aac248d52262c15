import type { AuditLog } from '@app/contracts/audit-logs';
import type { RowAction, ScreenHandles, ScreenParts } from '../../components/crud/index.ts';
import { ChangeModal } from './change-modal.tsx';
import type { AuditLogChoices } from './fields.ts';

/** The log is read only: a row offers its details alone. */
export const auditLogActions = (
  log: AuditLog,
  { t, open }: ScreenHandles<AuditLog, never, AuditLogChoices>,
): RowAction[] => [{ key: 'details', label: t('system.audit.details'), onClick: () => open('details', log) }];

/** What the row actions (and a double click on a row) open. */
export const auditLogParts: ScreenParts<AuditLog> = {
  details: (log, close) => <ChangeModal log={log} onClose={close} />,
};
