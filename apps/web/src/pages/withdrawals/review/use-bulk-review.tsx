import { useState, type ReactNode } from 'react';
import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import type { WithdrawalFilter } from '../../../api/withdrawals.ts';
import type { RowsState } from '../../../components/crud/index.ts';
import type { DataGridProps } from '../../../components/DataGrid/index.ts';
import { FocusReturn } from '../../../components/focus-return.tsx';
import { usePermission } from '../../../components/use-permission.ts';
import { BulkReviewBar } from './bulk-review-bar.tsx';
import { BulkReviewModal } from './bulk-review-modal.tsx';
import { useBulkSelection } from './bulk-selection.ts';
import type { Decision } from './review-modal.tsx';

export interface BulkReview {
  /** The grid's row selection, for an admin who may review. */
  grid: Partial<DataGridProps<AdminWithdrawal>>;
  /** What is chosen and the decision buttons, above the grid while any request waits. */
  bar: ReactNode;
  /** The bulk decision's modal while one is being made. */
  modal: ReactNode;
}

/**
 * Many rows, one decision: rows picked across pages, or all the filter matches but a few. The server
 * applies the filter again and every rule of a single review.
 */
export function useBulkReview(list: RowsState<AdminWithdrawal, WithdrawalFilter>): BulkReview {
  const can = usePermission();
  const total = list.grid.server?.meta?.total ?? 0;
  const selection = useBulkSelection(list.rows, list.request?.filter ?? {}, total);
  const [decision, setDecision] = useState<Decision | null>(null);
  if (!can('withdrawals.review')) return { grid: {}, bar: null, modal: null };
  return {
    grid: { selection: { selectedKeys: selection.selectedKeys, onChange: selection.onChange } },
    bar: total > 0 && <BulkReviewBar selection={selection} total={total} onReview={setDecision} />,
    // Closed, it gives the focus back to the decision's button (or, when that went, what held it before).
    modal: decision && (
      <FocusReturn>
        <BulkReviewModal
          decision={decision}
          count={selection.count}
          target={selection.target()}
          onClose={(reviewed) => {
            setDecision(null);
            if (reviewed) selection.clear();
          }}
        />
      </FocusReturn>
    ),
  };
}
