import type { DemoToolsMessages } from '../zh-cn/demo-tools.ts';

export const demoToolsEn: DemoToolsMessages = {
  demoTools: {
    signature: {
      intro: 'Sign below with a mouse, touch or a pen. The strokes stay when the window is resized.',
      canvas: 'Signature pad: write with a mouse, touch or a pen',
      penColor: 'Pen colour',
      colors: {
        black: 'Black',
        blue: 'Blue',
        red: 'Red',
        green: 'Green',
      },
      penWidth: 'Pen width',
      undo: 'Undo last stroke',
      clear: 'Clear',
      save: 'Save as PNG',
      strokes: 'Strokes: {{count}}',
      fileName: 'signature',
    },
    websocket: {
      intro:
        'Events the server sends on the live channel, as they arrive. Only the event types your permissions allow reach you.',
      status: 'Connection',
      statuses: {
        connecting: 'Connecting',
        open: 'Open',
        reconnecting: 'Reconnecting',
        closed: 'Closed',
      },
      filter: 'Event type',
      allTypes: 'All',
      pause: 'Pause',
      resume: 'Resume',
      clear: 'Clear',
      received: 'Received: {{count}}',
      held: '{{count}} received while paused',
      cap: 'Keeps the latest {{count}} events',
      empty: 'No events yet. They appear here as they happen.',
      emptyFilter: 'No events of this type',
      summary: {
        investmentCreated: '{{name}} invested {{amount}} in {{project}}',
        investmentSettled: '{{count}} investments settled',
        investmentSettled_one: '{{count}} investment settled',
        withdrawalCreated: '{{name}} asks to withdraw {{amount}}',
        withdrawalReviewed: 'Withdrawal of {{amount}} by {{name}}: {{status}}',
      },
      reviewStatuses: {
        pending: 'pending',
        approved: 'approved',
        rejected: 'rejected',
      },
    },
    icons: {
      intro: 'Every icon the sidebar can draw. Click an icon, or press Enter on it, to copy its name.',
      search: 'Search icons',
      count: '{{count}} icons',
      count_one: '{{count}} icon',
      copy: 'Copy icon name {{name}}',
      copied: 'Copied "{{name}}"',
      copyFailed: 'Could not copy to the clipboard',
      empty: 'No icon matches "{{keyword}}"',
    },
    iconSelector: {
      intro: 'The icon selector of menu management: choose an icon and see it as the sidebar draws it.',
      icon: 'Icon',
      placeholder: 'Choose an icon',
      preview: 'Preview',
      none: 'No icon chosen',
      reset: 'Reset',
    },
  },
};
