// The antd components a signed-in page draws on its first paint: the shell at a phone's width (its menu
// in a drawer) and at a desktop's (its menu in a sider), and the dashboard with its range picker. Their
// styles are made at build time (antd-static-styles.mjs) and come with the shell's stylesheet. A
// component missing here still works: antd makes its styles at run time. The browser spec
// antd-static-styles.spec.ts fails when the first paint makes any, and names them.

/**
 * @param {typeof import('antd')} antd
 * @param {typeof import('react').createElement} h
 */
export default function firstPaintElements(antd, h) {
  const { ConfigProvider, App, Layout, Menu, Button, Dropdown, Breadcrumb, Drawer, Space, Flex } = antd;
  const { Skeleton, Statistic, Row, Col, Spin, DatePicker, Tooltip, Badge, Empty } = antd;
  // The provider writes the icons' shared style, as the app's own (layout/antd-providers.tsx) does.
  return [
    h(
      ConfigProvider,
      null,
      h(
        App,
        null,
        h(
          Layout,
          null,
          h(Layout.Sider, null, h(Menu, { items: [{ key: 'home', label: 'home' }] })),
          h(Layout.Header, null, h(Breadcrumb, { items: [{ title: 'home' }] })),
          h(Layout.Content),
        ),
        h(Drawer, { open: false }),
        h(Dropdown, { menu: { items: [] } }, h('span')),
        h(Tooltip, { title: 'tip' }, h('span')),
        h(Badge, { count: 1 }),
        h(Button, { type: 'text' }, 'button'),
        h(Space),
        h(Flex),
        h(Row, null, h(Col, { span: 12 }, h(Statistic, { value: 1 }))),
        h(Skeleton),
        h(Spin),
        h(Empty),
        h(DatePicker.RangePicker),
      ),
    ),
  ];
}
