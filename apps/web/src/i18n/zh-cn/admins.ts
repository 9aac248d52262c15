// The administrator screen's texts.
export const adminsZhCn = {
  system: {
    admin: {
      keyword: '关键字',
      name: '名称',
      email: '邮箱',
      password: '密码',
      passwordKeep: '留空则不修改密码',
      role: '角色',
      department: '部门',
      twoFactor: '两步验证',
      addTitle: '新增管理员',
      editTitle: '编辑管理员',
      enabled: '启用',
      disabled: '停用',
      statusHint: '停用后该管理员无法登录，其所有会话立即结束',
      signOut: '全部下线',
      signOutConfirm: '确定要结束管理员“{{name}}”的所有会话吗？其所有设备需要重新登录。',
      signedOut: '{{name}} 的所有会话已结束',
      roleBeyondOwn: '超级角色和拥有您所没有的权限的角色不能授予',
      adminBeyondOwn: '不能管理拥有您所没有的权限的管理员',
    },
  },
};
export type AdminsMessages = typeof adminsZhCn;
