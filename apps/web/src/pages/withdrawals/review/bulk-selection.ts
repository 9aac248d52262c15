import { useCallback, useMemo, useState } from 'react';
import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import type { WithdrawalBulkReview } from '@app/contracts/withdrawal-reviews';
import type { ListFilter } from '../../../api/list-request.ts';

/** The rows a bulk review is for: some picked by hand, or all the filter matches but a few. */
export type BulkTarget =
  { kind: 'ids'; ids: readonly number[] } | { kind: 'filter'; filter: ListFilter; except: readonly number[] };

export interface BulkSelection {
  /** The grid's checked rows on the page shown. */
  selectedKeys: string[];
  /** The grid's selection change, on the page shown. */
  onChange: (keys: string[]) => void;
  /** How many rows the review would be for. */
  count: number;
  /** True while "all that match the filter" is chosen. */
  allMatching: boolean;
  /** Chooses every row the filter matches (unticking one then leaves it out). */
  selectAllMatching: () => void;
  clear: () => void;
  /** The rows chosen, as the bulk review's body names them. */
  target: () => Pick<WithdrawalBulkReview, 'ids' | 'filter' | 'except'>;
}

const none: BulkTarget = { kind: 'ids', ids: [] };

/**
 * What the review screen's bulk actions are for. Picked rows are kept across pages; "all that match"
 * keeps the filter it was chosen under, and the rows unticked since as exceptions. A new filter starts
 * again from nothing.
 */
export function useBulkSelection(
  rows: readonly AdminWithdrawal[],
  filter: ListFilter,
  total: number,
): BulkSelection {
  const filterText = JSON.stringify(filter);
  const [chosen, setChosen] = useState<{ under: string; target: BulkTarget }>({
    under: filterText,
    target: none,
  });
  const target = chosen.under === filterText ? chosen.target : none;
  const set = useCallback((next: BulkTarget) => setChosen({ under: filterText, target: next }), [filterText]);

  const selectedKeys = useMemo(() => {
    if (target.kind === 'ids') return target.ids.map(String);
    const except = new Set(target.except);
    return rows.filter((row) => !except.has(row.id)).map((row) => String(row.id));
  }, [target, rows]);

  const onChange = useCallback(
    (keys: string[]) => {
      const onPage = new Set(rows.map((row) => row.id));
      const ticked = new Set(keys.map(Number).filter((id) => onPage.has(id)));
      if (target.kind === 'ids') {
        set({ kind: 'ids', ids: [...target.ids.filter((id) => !onPage.has(id)), ...ticked] });
      } else {
        const unticked = [...onPage].filter((id) => !ticked.has(id));
        set({ ...target, except: [...target.except.filter((id) => !onPage.has(id)), ...unticked] });
      }
    },
    [rows, target, set],
  );

  return {
    selectedKeys,
    onChange,
    count: target.kind === 'ids' ? target.ids.length : Math.max(0, total - target.except.length),
    allMatching: target.kind === 'filter',
    selectAllMatching: () => set({ kind: 'filter', filter, except: [] }),
    clear: () => set(none),
    target: () =>
      target.kind === 'ids'
        ? { ids: [...target.ids] }
        : { filter: target.filter, except: [...target.except] },
  };
}
