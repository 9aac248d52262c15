import type { AuditLogsMessages } from '../zh-cn/audit-logs.ts';

export const auditLogsVn: AuditLogsMessages = {
  system: {
    audit: {
      admin: 'Quản trị viên',
      action: 'Thao tác',
      target: 'Đối tượng',
      time: 'Thời gian',
      before: 'Trước',
      after: 'Sau',
      details: 'Chi tiết',
    },
  },
};
