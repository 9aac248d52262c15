import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import type { GridColumn } from '../../../components/DataGrid/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long a request has waited, in the largest whole unit that reads well: minutes, hours, then days. */
export function waitedText(t: TFunction, waited: number): string {
  if (waited < HOUR) return t('user.review.ageMinutes', { count: Math.floor(waited / MINUTE) });
  if (waited < 48 * HOUR) return t('user.review.ageHours', { count: Math.floor(waited / HOUR) });
  return t('user.review.ageDays', { count: Math.floor(waited / (24 * HOUR)) });
}

/** The time now, moving on each minute: the ages shown grow while the screen stays open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * How long each request has waited; one older than the overdue age (the setting
 * `withdrawal_overdue_hours`, from the summary) is marked with a red tag.
 */
export function waitingColumn(
  t: TFunction,
  now: number,
  overdueHours: number | undefined,
): GridColumn<AdminWithdrawal> {
  const waitedOf = (row: AdminWithdrawal) => Math.max(0, now - Date.parse(row.created_at));
  return {
    key: 'waiting',
    title: t('user.review.waiting'),
    width: 150,
    value: (row) => waitedText(t, waitedOf(row)),
    render: (text, row) =>
      overdueHours !== undefined && waitedOf(row) >= overdueHours * HOUR ? (
        <Tag color="error">{t('user.review.overdue', { age: text })}</Tag>
      ) : (
        String(text)
      ),
    exportable: false,
    importable: false,
  };
}
