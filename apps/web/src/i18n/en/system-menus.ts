import type { SystemMenusMessages } from '../zh-cn/system-menus.ts';

export const systemMenusEn: SystemMenusMessages = {
  system: {
    menu: {
      keyword: 'Keyword',
      name: 'Menu name',
      nameHint: 'A route title key (such as admin) is shown in the current language',
      type: 'Menu type',
      types: {
        catalog: 'Catalogue',
        menu: 'Menu',
        link: 'External link',
        button: 'Button',
      },
      parent: 'Parent menu',
      root: 'Top level',
      routePath: 'Route path',
      routeName: 'Route name',
      component: 'Component path',
      permission: 'Permission',
      visible: 'Visible',
      keepAlive: 'Cached',
      alwaysShow: 'Always show root',
      redirect: 'Redirect',
      link: 'Link address',
      params: 'Route parameters',
      paramKey: 'Parameter name',
      paramValue: 'Parameter value',
      addParam: 'Add parameter',
      icon: 'Icon',
      sort: 'Sort',
      addChild: 'Add child',
      addTitle: 'Add menu',
      editTitle: 'Edit menu',
    },
  },
};
