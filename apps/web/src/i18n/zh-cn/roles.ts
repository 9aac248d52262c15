// The role screen's texts.
export const rolesZhCn = {
  system: {
    role: {
      keyword: '关键字',
      name: '角色名称',
      isSuper: '超级管理员',
      permissionCount: '权限数',
      adminCount: '管理员数',
      permissions: '分配权限',
      permissionsTitle: '分配权限：{{name}}',
      addTitle: '新增角色',
      editTitle: '编辑角色',
      twoFactorRequired: '要求双因素认证',
      twoFactorRequiredHint: '该角色的管理员必须先开启双因素认证，才能进行其他操作',
    },
  },
};
export type RolesMessages = typeof rolesZhCn;
