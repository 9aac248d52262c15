// The audit log screen's texts.
export const auditLogsZhCn = {
  system: {
    audit: {
      admin: '管理员',
      action: '操作',
      target: '对象',
      time: '时间',
      before: '修改前',
      after: '修改后',
      details: '详情',
    },
  },
};
export type AuditLogsMessages = typeof auditLogsZhCn;
