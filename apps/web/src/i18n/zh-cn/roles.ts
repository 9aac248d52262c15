// The role screen's texts.
export const rolesZhCn = {
  system: {
    role: {
      keyword: '关键字',
      name: '角色名称',
      isSuper: '超级管理员',
      permissionCount: '权限数',
      // A super administrator's role holds every permission, not a count of them.
      allPermissions: '全部',
      adminCount: '管理员数',
      permissions: '分配权限',
      permissionsTitle: '分配权限：{{name}}',
      addTitle: '新增角色',
      editTitle: '编辑角色',
      twoFactorRequired: '要求两步验证',
      twoFactorRequiredHint: '该角色的管理员必须先开启两步验证，才能进行其他操作',
      superOnly: '只有超级管理员才能设置超级角色或修改超级角色',
      beyondOwn: '您自己没有的权限已置灰，不能授予角色',
    },
  },
};
export type RolesMessages = typeof rolesZhCn;
