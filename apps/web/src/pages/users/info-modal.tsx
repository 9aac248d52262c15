import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Member } from '@app/contracts/users';
import { userDetailQuery } from '../../api/users.ts';
import { DEFAULT_DATE_FORMAT } from '../../components/DataGrid/format.ts';
import { LoadFailure, loadFailureOf } from '../../components/load-failure.tsx';
import { formatAmount } from '../../components/money/index.ts';
import { MemberRecent } from './member-recent.tsx';
import { PayPasswordState } from './pay-password-state.tsx';

/** One member in full, with the totals the list leaves out; read only. */
export function InfoModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(userDetailQuery(member.id));
  const { data: detail, isLoading } = query;
  const failure = loadFailureOf(query);
  const none = t('user.member.none');

  return (
    <Modal
      open
      title={t('user.info.title', { name: member.name })}
      width={720}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('user.info.close')}
        </Button>
      }
    >
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {failure && <LoadFailure failure={failure} />}
      {detail && (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} style={{ marginTop: 16 }}>
            <Descriptions.Item label="ID">{detail.id}</Descriptions.Item>
            <Descriptions.Item label={t('user.member.name')}>{detail.name}</Descriptions.Item>
            <Descriptions.Item label={t('user.member.nickname')}>{detail.nickname ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('user.member.invitationCode')}>
              {detail.invitation_code}
            </Descriptions.Item>
            <Descriptions.Item label={t('user.member.superior')}>
              {detail.superior?.name ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.common.createdAt')}>
              {dayjs(detail.created_at).format(DEFAULT_DATE_FORMAT)}
            </Descriptions.Item>
            <Descriptions.Item label={t('user.member.balance')} span={2}>
              {formatAmount(detail.balance)}
            </Descriptions.Item>
            <Descriptions.Item label={t('user.info.payPassword')} span={2}>
              <PayPasswordState member={detail} />
            </Descriptions.Item>
          </Descriptions>
          <Descriptions
            title={t('user.info.totals')}
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            style={{ marginTop: 16 }}
          >
            <Descriptions.Item label={t('user.info.invested')}>
              {formatAmount(detail.totals.invested)}
            </Descriptions.Item>
            <Descriptions.Item label={t('user.info.profit')}>
              {formatAmount(detail.totals.profit)}
            </Descriptions.Item>
            {/* Apart: a pending request has left the balance but is not paid out, and may come back. */}
            <Descriptions.Item label={t('user.info.withdrawn')}>
              {formatAmount(detail.totals.withdrawn)}
            </Descriptions.Item>
            <Descriptions.Item label={t('user.info.withdrawalPending')}>
              {formatAmount(detail.totals.withdrawal_pending)}
            </Descriptions.Item>
            <Descriptions.Item label={t('user.info.teamSize')}>{detail.totals.team_size}</Descriptions.Item>
          </Descriptions>
        </>
      )}
      {/* The latest of each, asked at once beside the details; the links leave the details for the list. */}
      <MemberRecent userId={member.id} onLeave={onClose} />
    </Modal>
  );
}
