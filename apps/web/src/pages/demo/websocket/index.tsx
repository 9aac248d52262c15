import { CaretRightOutlined, ClearOutlined, PauseOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Collapse, Empty, Flex, Radio, Space, Tag, Typography } from 'antd';
import type { BadgeProps } from 'antd';
import dayjs from 'dayjs';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  serverEventTypes,
  type ServerEventsStatus,
  type ServerEventType,
} from '../../../api/server-events.ts';
import { EVENT_LOG_CAP, emptyEventLog, eventLogReducer, shownEvents, type LoggedEvent } from './event-log.ts';
import { summarizeEvent } from './event-summary.ts';
import { useEventChannel } from './use-event-channel.ts';

const badgeOf: Record<ServerEventsStatus, BadgeProps['status']> = {
  connecting: 'processing',
  open: 'success',
  reconnecting: 'warning',
  closed: 'error',
};

const tagColour: Record<ServerEventType, string> = {
  'investment.created': 'blue',
  'investment.settled': 'green',
  'withdrawal.created': 'orange',
  'withdrawal.reviewed': 'purple',
};

type TypeFilter = ServerEventType | 'all';

/** The live event channel: what the server announces, newest first, as it happens. */
export default function WebsocketDemoPage() {
  const { t } = useTranslation();
  const [log, dispatch] = useReducer(eventLogReducer, emptyEventLog);
  const [filter, setFilter] = useState<TypeFilter>('all');
  const status = useEventChannel((event) => dispatch({ type: 'received', event, at: Date.now() }));
  const paused = log.frozen !== null;
  const shown = shownEvents(log).filter((event) => filter === 'all' || event.type === filter);

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('demoTools.websocket.intro')}
        </Typography.Paragraph>
        <Flex wrap gap="middle" align="center" justify="space-between">
          <Space role="status">
            <Typography.Text type="secondary">{t('demoTools.websocket.status')}</Typography.Text>
            <Badge status={badgeOf[status]} text={t(`demoTools.websocket.statuses.${status}`)} />
          </Space>
          <Space wrap>
            <Typography.Text type="secondary">
              {t('demoTools.websocket.received', { count: log.total })}
            </Typography.Text>
            <Button
              icon={paused ? <CaretRightOutlined /> : <PauseOutlined />}
              onClick={() => dispatch({ type: paused ? 'resume' : 'pause' })}
            >
              {paused ? t('demoTools.websocket.resume') : t('demoTools.websocket.pause')}
            </Button>
            <Button
              icon={<ClearOutlined />}
              disabled={log.total === 0}
              onClick={() => dispatch({ type: 'clear' })}
            >
              {t('demoTools.websocket.clear')}
            </Button>
          </Space>
        </Flex>
        <Radio.Group
          aria-label={t('demoTools.websocket.filter')}
          optionType="button"
          value={filter}
          onChange={(e) => setFilter(e.target.value as TypeFilter)}
          options={[
            { value: 'all', label: t('demoTools.websocket.allTypes') },
            ...serverEventTypes.map((type) => ({ value: type, label: type })),
          ]}
        />
        {paused && <Alert type="info" showIcon title={t('demoTools.websocket.held', { count: log.held })} />}
        <EventList events={shown} filtered={filter !== 'all' && shownEvents(log).length > 0} />
        <Typography.Text type="secondary">
          {t('demoTools.websocket.cap', { count: EVENT_LOG_CAP })}
        </Typography.Text>
      </Space>
    </Card>
  );
}

function EventList({ events, filtered }: { events: LoggedEvent[]; filtered: boolean }) {
  const { t } = useTranslation();
  if (!events.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={filtered ? t('demoTools.websocket.emptyFilter') : t('demoTools.websocket.empty')}
      />
    );
  return (
    <Collapse
      size="small"
      destroyOnHidden
      items={events.map((event) => ({
        key: event.id,
        label: (
          <Space wrap size="small">
            <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {dayjs(event.receivedAt).format('HH:mm:ss')}
            </Typography.Text>
            <Tag color={tagColour[event.type]}>{event.type}</Tag>
            <span>{summarizeEvent(event, t)}</span>
          </Space>
        ),
        children: (
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(event.data, null, 2)}
          </pre>
        ),
      }))}
    />
  );
}
