import { CloseOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRouteTitle } from '../i18n/use-route-title.ts';
import { pathAfterClosing, useTags, type TagView } from '../stores/tags.ts';
import { useTagsStripStyle } from './tags-strip-style.ts';
import { useWheelSideways } from './use-wheel-sideways.ts';
import { usePageRefresh } from './use-page-refresh.ts';
import './tags-view.css';

type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Keys that move the focus along the strip, to the tab at the index they give. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Open pages as tabs (spec §2 tags view): switch, close, close others, close all, refresh.
 *
 * A tablist of its own rather than antd's Tabs: antd measures every tab's size in a layout effect, which
 * forced a layout of the whole page being built in the signed-in first paint (the shell's most costly
 * step on a phone). The strip scrolls sideways when the pages no longer fit.
 */
export function TagsView() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { visited, close, closeOthers, closeAll } = useTags();
  const refresh = usePageRefresh();
  const style = useTagsStripStyle();
  const strip = useRef<HTMLDivElement>(null);
  useWheelSideways(strip);

  const run = (action: TagAction, tag: TagView) => {
    if (action === 'refresh') {
      refresh(tag);
    } else if (action === 'close') {
      if (tag.affix) return;
      close(tag.path);
      if (tag.path === pathname) navigate(pathAfterClosing(visited, tag.path));
    } else if (action === 'closeOthers') {
      closeOthers(tag.path);
      if (tag.path !== pathname) navigate(tag.fullPath);
    } else {
      closeAll();
      const pinned = visited.filter((v) => v.affix);
      if (!pinned.some((v) => v.path === pathname)) navigate(pinned[pinned.length - 1]?.fullPath ?? '/');
    }
  };

  const actionsFor = (tag: TagView): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tags.refresh') },
      { key: 'close', label: t('tags.close'), disabled: tag.affix },
      { key: 'closeOthers', label: t('tags.closeOthers') },
      { key: 'closeAll', label: t('tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TagAction, tag);
    },
  });

  const current = visited.find((v) => v.path === pathname);
  // The tab the strip's Tab stop lands on: the current page's, or the first when the page has none.
  const focusable = current ?? visited[0];

  // A page opened from the menu may have its tab beyond the strip's edge: bring it into sight. Not on
  // the first paint, where it is in sight and the measuring would slow the page's first frame.
  const shownPath = useRef<string>(undefined);
  useEffect(() => {
    if (!current || shownPath.current === current.path) return;
    const first = shownPath.current === undefined;
    shownPath.current = current.path;
    if (first) return;
    strip.current
      ?.querySelector(`[data-node-key="${CSS.escape(current.path)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = (event.target as HTMLElement).closest('[data-node-key]')?.getAttribute('data-node-key');
    const index = visited.findIndex((v) => v.path === key);
    if (index === -1) return;
    const tag = visited[index]!;
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = visited[move(index, visited.length)]!;
      strip.current?.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(next.path)}"]`)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      navigate(tag.fullPath);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      // As antd's closable tabs do; the pinned Home tab stays.
      run('close', tag);
    }
  };

  // The tablist owns tabs only (ARIA required children): the close mark is drawn inside each tab,
  // hidden from assistive technology; the keyboard closes with Delete and the actions menu, which sits
  // beside the strip.
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', ...style }}>
      <div
        ref={strip}
        role="tablist"
        aria-label={t('tags.label')}
        aria-orientation="horizontal"
        className="tags-strip"
        onKeyDown={onKeyDown}
      >
        {visited.map((tag) => (
          <Dropdown key={tag.path} menu={actionsFor(tag)} trigger={['contextMenu']}>
            <div
              role="tab"
              aria-selected={tag === current}
              tabIndex={tag === focusable ? 0 : -1}
              data-node-key={tag.path}
              className="tags-tab"
              onClick={() => navigate(tag.fullPath)}
            >
              {routeTitle(tag.title)}
              {!tag.affix && (
                <CloseOutlined
                  aria-hidden
                  className="tags-view-close"
                  onClick={(event) => {
                    event.stopPropagation();
                    run('close', tag);
                  }}
                />
              )}
            </div>
          </Dropdown>
        ))}
      </div>
      {current && (
        <Dropdown menu={actionsFor(current)} trigger={['click']}>
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('tags.actions')}
            title={t('tags.actions')}
            style={{ margin: '0 8px 4px' }}
          />
        </Dropdown>
      )}
    </div>
  );
}
