import { CloseOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRouteTitle } from '../i18n/use-route-title.ts';
import { pathAfterClosing, useTags, type TagView } from '../stores/tags.ts';

type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Open pages as tabs (spec §2 tags view): switch, close, close others, close all, refresh. */
export function TagsView() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { visited, close, closeOthers, closeAll, refresh } = useTags();

  const run = (action: TagAction, tag: TagView) => {
    if (action === 'refresh') {
      refresh(tag.path);
      navigate(`/redirect${tag.fullPath}`, { replace: true });
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

  // Delete or Backspace on a focused tab closes it, as antd's own closable tabs do.
  const closeFocused = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const key = (event.target as HTMLElement).closest('[data-node-key]')?.getAttribute('data-node-key');
    const tag = visited.find((v) => v.path === key);
    if (tag) run('close', tag);
  };

  // The tab bar is a tablist, which may own tabs only (ARIA required children): so the close mark is
  // drawn inside each tab, hidden from assistive technology, rather than antd's close button beside
  // it; the keyboard closes with Delete and the actions menu. The actions button sits beside the bar.
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end' }} onKeyDown={closeFocused}>
      <Tabs
        style={{ flex: 1, minWidth: 0 }}
        type="card"
        size="small"
        aria-label={t('tags.label')}
        // A page without a tag (404, 401) leaves none highlighted; undefined would keep the last one.
        activeKey={current?.path ?? ''}
        onChange={(path) => {
          const tag = visited.find((v) => v.path === path);
          if (tag) navigate(tag.fullPath);
        }}
        items={visited.map((tag) => ({
          key: tag.path,
          label: (
            <Dropdown menu={actionsFor(tag)} trigger={['contextMenu']}>
              <span>
                {routeTitle(tag.title)}
                {!tag.affix && (
                  <CloseOutlined
                    aria-hidden
                    className="tags-view-close"
                    style={{ marginInlineStart: 6, fontSize: 10 }}
                    onClick={(event) => {
                      event.stopPropagation();
                      run('close', tag);
                    }}
                  />
                )}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarStyle={{ margin: 0, padding: '4px 8px 0' }}
      />
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
