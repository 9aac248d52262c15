import type { AuditLogsMessages } from '../zh-cn/audit-logs.ts';

export const auditLogsEn: AuditLogsMessages = {
  system: {
    audit: {
      admin: 'Administrator',
      action: 'Action',
      target: 'Target',
      time: 'Time',
      before: 'Before',
      after: 'After',
      details: 'Details',
    },
  },
};
