import {
  DownloadOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  ReloadOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import type { MenuItem } from './ContextMenu.tsx';
import type { GridTexts } from './locales.ts';
import { MenuButton } from './MenuButton.tsx';
import { ToolbarHint } from './ToolbarHint.tsx';
import { ToolButton } from './ToolButton.tsx';

export interface ToolbarAction {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

interface ToolbarProps {
  texts: GridTexts;
  themeStyle: CSSProperties;
  extra: ReactNode;
  bulkActions: readonly ToolbarAction[];
  onRefresh: (() => void) | null;
  /** One item: a plain button; several: a menu. */
  exportItems: readonly MenuItem[];
  importItems: readonly MenuItem[];
  columnSettings: ReactNode;
  zoomed: boolean;
  onToggleZoom: () => void;
  tree: { expandAll: () => void; collapseAll: () => void } | null;
}

function ActionsButton(props: {
  label: string;
  icon: ReactNode;
  items: readonly MenuItem[];
  themeStyle: CSSProperties;
}) {
  const [only] = props.items;
  if (!only) return null;
  if (props.items.length === 1)
    return <ToolButton label={props.label} icon={props.icon} onClick={only.onSelect} />;
  return <MenuButton {...props} />;
}

export function Toolbar(props: ToolbarProps) {
  const { texts, tree } = props;
  const toolbarRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={toolbarRef} className="dg-toolbar" role="toolbar" aria-label={texts.toolbar}>
      <div className="dg-toolbar-group">
        {props.extra}
        {props.bulkActions.map((action) => (
          <Button key={action.key} icon={action.icon} danger={action.danger} onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
      </div>
      <div className="dg-toolbar-group">
        {tree && (
          <ToolButton label={texts.expandAll} icon={<NodeExpandOutlined />} onClick={tree.expandAll} />
        )}
        {tree && (
          <ToolButton label={texts.collapseAll} icon={<NodeCollapseOutlined />} onClick={tree.collapseAll} />
        )}
        {props.onRefresh && (
          <ToolButton label={texts.refresh} icon={<ReloadOutlined />} onClick={props.onRefresh} />
        )}
        <ActionsButton
          label={texts.import}
          icon={<UploadOutlined />}
          items={props.importItems}
          themeStyle={props.themeStyle}
        />
        <ActionsButton
          label={texts.export}
          icon={<DownloadOutlined />}
          items={props.exportItems}
          themeStyle={props.themeStyle}
        />
        {props.columnSettings}
        <ToolButton
          label={props.zoomed ? texts.zoomOut : texts.zoomIn}
          icon={props.zoomed ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={props.onToggleZoom}
        />
      </div>
      <ToolbarHint containerRef={toolbarRef} />
    </div>
  );
}
