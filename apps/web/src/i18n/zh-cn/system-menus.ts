// The menu screen's texts.
export const systemMenusZhCn = {
  system: {
    menu: {
      keyword: '关键字',
      name: '菜单名称',
      nameHint: '可填写路由标题键（如 admin），将按当前语言显示',
      type: '菜单类型',
      types: {
        catalog: '目录',
        menu: '菜单',
        link: '外链',
        button: '按钮',
      },
      parent: '上级菜单',
      root: '顶级菜单',
      routePath: '路由路径',
      routeName: '路由名称',
      component: '组件路径',
      permission: '权限标识',
      visible: '显示状态',
      keepAlive: '缓存',
      alwaysShow: '始终显示根菜单',
      redirect: '跳转路由',
      link: '外链地址',
      params: '路由参数',
      paramKey: '参数名',
      paramValue: '参数值',
      addParam: '添加参数',
      icon: '图标',
      sort: '排序',
      addChild: '新增下级',
      addTitle: '新增菜单',
      editTitle: '编辑菜单',
    },
  },
};
export type SystemMenusMessages = typeof systemMenusZhCn;
