import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@app/contracts/admins';
import { endOwnSession, ownSessionsQuery } from '../api/admins.ts';
import { numberLocaleOf } from '../components/DataGrid/locales.ts';
import { LoadFailure, loadFailureOf } from '../components/load-failure.tsx';
import { useSettings } from '../stores/settings.ts';
import { browserName } from './browser-name.ts';
import { showSuccessToast } from '../components/feedback.ts';
import { useRefresh } from '../components/use-write.ts';
import { useConfirmDialog } from '../components/confirm-dialog.ts';

/**
 * The account menu's sessions: where the admin is signed in (this browser marked), each other one with
 * a way to end it, say on a lost laptop. Dates read in the admin's language.
 */
export default function SessionsModal({
  open,
  onClose,
  afterClose,
}: {
  open: boolean;
  onClose: () => void;
  /** Once it has closed (its motion done). */
  afterClose?: () => void;
}) {
  const { t } = useTranslation();
  const confirmDialog = useConfirmDialog();
  const refresh = useRefresh();
  const language = useSettings((s) => s.language);
  const query = useQuery({ ...ownSessionsQuery, enabled: open });
  const failure = loadFailureOf(query);
  const when = useMemo(
    () => new Intl.DateTimeFormat(numberLocaleOf[language], { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );

  const confirmEnd = (session: AdminSession) =>
    confirmDialog({
      title: t('sessions.endTitle'),
      content: t('sessions.endConfirm', {
        browser: browserName(session.user_agent) ?? t('sessions.unknown'),
      }),
      okText: t('sessions.end'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await endOwnSession(session.id);
          showSuccessToast(t('sessions.ended'));
        } catch {
          // shown by the request layer
        } finally {
          await refresh([ownSessionsQuery.queryKey]);
        }
      },
    });

  return (
    <Modal
      open={open}
      title={t('sessions.title')}
      width={860}
      onCancel={onClose}
      afterClose={afterClose}
      footer={<Button onClick={onClose}>{t('sessions.close')}</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('sessions.hint')}</Typography.Paragraph>
      {query.isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
      {failure && <LoadFailure failure={failure} />}
      {query.data && (
        <Table<AdminSession>
          size="small"
          rowKey="id"
          pagination={false}
          // On a phone the table scrolls within the dialog instead of running past it.
          scroll={{ x: 'max-content' }}
          dataSource={query.data}
          columns={[
            {
              key: 'browser',
              title: t('sessions.browser'),
              render: (_, session) => (
                <>
                  <span>{browserName(session.user_agent) ?? t('sessions.unknown')}</span>
                  {session.current && (
                    <Tag color="success" style={{ marginInlineStart: 8 }}>
                      {t('sessions.current')}
                    </Tag>
                  )}
                </>
              ),
            },
            {
              key: 'ip',
              title: t('sessions.ip'),
              render: (_, session) => session.ip ?? t('sessions.unknown'),
            },
            {
              key: 'last_used_at',
              title: t('sessions.lastUsed'),
              render: (_, session) => <Time iso={session.last_used_at} format={when} />,
            },
            {
              key: 'created_at',
              title: t('sessions.signedIn'),
              render: (_, session) => <Time iso={session.created_at} format={when} />,
            },
            {
              key: 'action',
              title: t('crud.actions'),
              render: (_, session) =>
                !session.current && (
                  <Button type="link" danger size="small" onClick={() => confirmEnd(session)}>
                    {t('sessions.end')}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </Modal>
  );
}

// A date and time reads as one piece: it does not break across lines.
const Time = ({ iso, format }: { iso: string; format: Intl.DateTimeFormat }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{format.format(new Date(iso))}</span>
);
