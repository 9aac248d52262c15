import { Alert, Button, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BULK_REVIEW_MAX_ROWS } from '@app/contracts/withdrawal-reviews';
import type { Decision } from './review-modal.tsx';
import type { BulkSelection } from './bulk-selection.ts';

interface BulkReviewBarProps {
  selection: BulkSelection;
  /** How many rows the filter matches now. */
  total: number;
  onReview: (decision: Decision) => void;
}

/**
 * The review screen's bulk actions. What is chosen (rows picked by hand, or every row the filter
 * matches but those unticked), a way to choose all that match, and one decision for them all.
 */
export function BulkReviewBar({ selection, total, onReview }: BulkReviewBarProps) {
  const { t } = useTranslation();
  const { count, allMatching } = selection;
  const exceptions = allMatching ? total - count : 0;
  const tooMany = total > BULK_REVIEW_MAX_ROWS;
  const chosen = allMatching
    ? exceptions > 0
      ? t('bulkReview.allMatchingExcept', { count: total, except: exceptions })
      : t('bulkReview.allMatching', { count: total })
    : t('bulkReview.selected', { count });

  return (
    <Alert
      type="info"
      role="region"
      aria-label={t('bulkReview.region')}
      title={
        // One line on a wide screen; on a phone the choice and the buttons wrap below each other.
        <Flex wrap align="center" justify="space-between" gap="small">
          <Flex wrap align="center" gap="small">
            <Typography.Text strong>{chosen}</Typography.Text>
            {!allMatching && total > 0 && (
              <Button
                type="link"
                size="small"
                disabled={tooMany}
                onClick={selection.selectAllMatching}
                title={tooMany ? t('bulkReview.tooManyHint', { max: BULK_REVIEW_MAX_ROWS }) : undefined}
              >
                {t('bulkReview.selectAllMatching', { count: total })}
              </Button>
            )}
            {tooMany && !allMatching && (
              <Typography.Text type="secondary">
                {t('bulkReview.tooManyHint', { max: BULK_REVIEW_MAX_ROWS })}
              </Typography.Text>
            )}
            {count > 0 && (
              <Button type="link" size="small" onClick={selection.clear}>
                {t('bulkReview.clear')}
              </Button>
            )}
          </Flex>
          <Space wrap>
            <Button size="small" disabled={count === 0} onClick={() => onReview('approved')}>
              {t('bulkReview.approveSelected')}
            </Button>
            <Button size="small" danger disabled={count === 0} onClick={() => onReview('rejected')}>
              {t('bulkReview.rejectSelected')}
            </Button>
          </Space>
        </Flex>
      }
    />
  );
}
