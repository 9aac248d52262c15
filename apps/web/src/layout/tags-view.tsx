import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
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

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      aria-label={t('tags.label')}
      activeKey={current?.path}
      onChange={(path) => {
        const tag = visited.find((v) => v.path === path);
        if (tag) navigate(tag.fullPath);
      }}
      onEdit={(path, action) => {
        const tag = visited.find((v) => v.path === path);
        if (action === 'remove' && tag) run('close', tag);
      }}
      items={visited.map((tag) => ({
        key: tag.path,
        closable: !tag.affix,
        label: (
          <Dropdown menu={actionsFor(tag)} trigger={['contextMenu']}>
            <span>{routeTitle(tag.title)}</span>
          </Dropdown>
        ),
      }))}
      tabBarExtraContent={
        current && (
          <Dropdown menu={actionsFor(current)} trigger={['click']}>
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('tags.actions')}
              title={t('tags.actions')}
            />
          </Dropdown>
        )
      }
      tabBarStyle={{ margin: 0, padding: '4px 8px 0' }}
    />
  );
}
