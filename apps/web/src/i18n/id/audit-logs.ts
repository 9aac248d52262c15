import type { AuditLogsMessages } from '../zh-cn/audit-logs.ts';

export const auditLogsId: AuditLogsMessages = {
  system: {
    audit: {
      admin: 'Administrator',
      action: 'Aksi',
      target: 'Objek',
      time: 'Waktu',
      before: 'Sebelum',
      after: 'Sesudah',
      details: 'Detail',
    },
  },
};
