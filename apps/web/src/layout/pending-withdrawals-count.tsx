import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawalSummaryQuery } from '../api/withdrawals.ts';
import { usePermission } from '../components/use-permission.ts';

// Read by screen readers, never seen: the badge's rolling digits are no text to read out.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The review menu entry's count of withdrawals waiting, for admins who may review them;
 * nothing at all while none wait. Every withdrawal event fetches it again (api/server-events.ts).
 */
export function PendingWithdrawalsCount() {
  const { t } = useTranslation();
  const mayReview = usePermission()('withdrawals.review');
  const { data } = useQuery({ ...withdrawalSummaryQuery(), enabled: mayReview });
  const count = mayReview ? (data?.pending_count ?? 0) : 0;
  if (!count) return null;
  return (
    <span style={{ flex: 'none' }}>
      <Badge count={count} overflowCount={999} size="small" aria-hidden style={{ marginInlineStart: 8 }} />
      <span style={visuallyHidden}>{t('navbar.pendingWithdrawals', { count })}</span>
    </span>
  );
}
