import type { TextsOf } from '../texts-of.ts';
// The demo tool screens' texts: signature pad, live event channel, icons and the icon selector.
export const demoToolsZhCn = {
  demoTools: {
    signature: {
      intro: '用鼠标、触摸或手写笔在下方签名。调整窗口大小时笔画保持不变。',
      canvas: '签名板：用鼠标、触摸或手写笔书写',
      penColor: '笔迹颜色',
      colors: {
        black: '黑色',
        blue: '蓝色',
        red: '红色',
        green: '绿色',
      },
      penWidth: '笔迹粗细',
      undo: '撤销上一笔',
      clear: '清空',
      save: '保存为 PNG',
      strokes: '笔画：{{count}}',
      fileName: '签名',
    },
    websocket: {
      intro: '服务器通过实时通道推送的事件，按到达顺序显示。你只会收到权限范围内的事件类型。',
      status: '连接状态',
      statuses: {
        connecting: '连接中',
        open: '已连接',
        reconnecting: '重新连接中',
        closed: '已关闭',
      },
      filter: '事件类型',
      allTypes: '全部',
      pause: '暂停',
      resume: '继续',
      clear: '清空',
      received: '已收到：{{count}}',
      held: '暂停期间收到 {{count}} 条',
      cap: '保留最近 {{count}} 条事件',
      empty: '尚未收到事件，事件发生时会显示在这里。',
      emptyFilter: '没有此类型的事件',
      summary: {
        investmentCreated: '{{name}} 投资 {{project}} {{amount}}',
        investmentSettled: '{{count}} 笔投资已结算',
        withdrawalCreated: '{{name}} 申请提现 {{amount}}',
        withdrawalReviewed: '{{name}} 的提现 {{amount}}：{{status}}',
      },
      reviewStatuses: {
        pending: '待审核',
        approved: '已通过',
        rejected: '已拒绝',
      },
    },
    icons: {
      intro: '侧边栏可显示的全部图标。点击图标或在图标上按回车键即可复制其名称。',
      search: '搜索图标',
      count: '共 {{count}} 个图标',
      copy: '复制图标名称 {{name}}',
      copied: '已复制“{{name}}”',
      copyFailed: '无法复制到剪贴板',
      empty: '没有与“{{keyword}}”匹配的图标',
    },
    iconSelector: {
      intro: '菜单管理所用的图标选择器：选择一个图标，查看它在侧边栏中的样子。',
      icon: '图标',
      placeholder: '请选择图标',
      preview: '预览',
      none: '尚未选择图标',
      reset: '重置',
    },
  },
};
export type DemoToolsMessages = TextsOf<typeof demoToolsZhCn>;
