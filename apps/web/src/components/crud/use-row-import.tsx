import type { QueryKey } from '@tanstack/react-query';
import { Modal, Table, Typography } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from '@app/contracts/permissions';
import type { ImportRequest } from '@app/contracts/imports';
import { ApiRequestError } from '../../api/http.ts';
import { useRefresh } from '../use-write.ts';
import type { DataGridProps, GridColumn, ImportResult } from '../DataGrid/index.ts';
import { usePermission } from '../use-permission.ts';

/** One refused row of an import: its number in the file, the column at fault and why. */
export interface RefusedRow {
  /** As a spreadsheet numbers the file (the header is row 1); null for the file as a whole. */
  row: number | null;
  column: string;
  messages: string[];
}

/**
 * A 422 of an import (`rows.<index>.<field>`) as the file's rows and columns: the index counts the rows
 * sent, which are the file's rows in order, so `rowNumbers` gives each one's place in the file.
 */
export function refusedRows(
  errors: Record<string, string[]>,
  rowNumbers: readonly number[],
  titles: Readonly<Record<string, string>>,
): RefusedRow[] {
  return Object.entries(errors)
    .map(([key, messages]) => {
      const [, index, field = ''] = /^rows(?:\.(\d+))?(?:\.([^.]+))?/.exec(key) ?? [];
      const position = index === undefined ? null : Number(index);
      return {
        row: position === null ? null : (rowNumbers[position] ?? position + 2),
        column: titles[field] ?? field,
        messages,
      };
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

// An empty cell is a field left out: the create route's default applies, or its "required".
function bodyOf(row: object, fields: readonly string[], fixed: Record<string, unknown>) {
  const body: Record<string, unknown> = { ...fixed };
  for (const field of fields) {
    const value = (row as Record<string, unknown>)[field];
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    body[field] = value;
  }
  return body;
}

export interface RowImportDeclaration<TRow> {
  /** The create permission: the import is offered only to admins holding it (the server checks it too). */
  permission: PermissionCode;
  /** Refetched after an import (the resource's key prefix). */
  queryKey: QueryKey;
  /** The grid's columns, whose titles name the fields in the report. */
  columns: readonly GridColumn<TRow>[];
  /** The create body's fields the file fills; other columns (times, flags the form sets) are not sent. */
  fields: readonly string[];
  /** What the screen sets on every row (a channel screen's kind). */
  fixed?: Record<string, unknown>;
  send: (body: ImportRequest) => Promise<unknown>;
}

// A screen without an import still calls the hook (hooks run on every render): this stands in.
const noImport: RowImportDeclaration<never> = {
  permission: 'users.query',
  queryKey: [],
  columns: [],
  fields: [],
  send: () => Promise.resolve(),
};

/**
 * The grid's CSV import for rows the server keeps: the file's rows go to the resource's import
 * route, which writes all or none; a refusal opens a report of each refused row, column and reason.
 * Null: the screen offers no import.
 */
export function useRowImport<TRow>(declaration: RowImportDeclaration<TRow> | null): {
  /** Spread into the grid's props: its import, offered only with the permission, and the modes' names. */
  grid: Pick<DataGridProps<TRow & object>, 'onImport' | 'importLabels'>;
  /** The report of a refused import, placed among the screen's modals. */
  report: ReactNode;
} {
  const { t } = useTranslation();
  const can = usePermission();
  const refresh = useRefresh();
  const [refused, setRefused] = useState<RefusedRow[] | null>(null);
  const { permission, queryKey, columns, fields, fixed, send } = declaration ?? noImport;
  const titles = useMemo(
    () => Object.fromEntries(columns.map((column) => [column.key, column.title])),
    [columns],
  );

  const onImport = useCallback(
    async (result: ImportResult<TRow>) => {
      const rows = result.imported.map((row) => bodyOf(row as object, fields, fixed ?? {}));
      try {
        await send({ mode: result.mode, rows });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 422)
          setRefused(refusedRows(error.errors, result.rowNumbers, titles));
        throw error;
      } finally {
        await refresh([queryKey]);
      }
    },
    [refresh, queryKey, fields, fixed, send, titles],
  );

  const report = (
    <Modal
      open={refused !== null}
      title={t('rowImport.refusedTitle')}
      onCancel={() => setRefused(null)}
      onOk={() => setRefused(null)}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={640}
    >
      <Typography.Paragraph>{t('rowImport.refusedHint')}</Typography.Paragraph>
      <Table<RefusedRow>
        size="small"
        pagination={false}
        scroll={{ y: 360 }}
        rowKey={(row) => `${row.row ?? 'file'}-${row.column}`}
        dataSource={refused ?? []}
        columns={[
          {
            key: 'row',
            title: t('rowImport.row'),
            width: 110,
            render: (_, row) =>
              row.row === null ? t('rowImport.wholeFile') : t('rowImport.rowNumber', { row: row.row }),
          },
          { key: 'column', title: t('rowImport.column'), width: 140, dataIndex: 'column' },
          {
            key: 'messages',
            title: t('rowImport.problem'),
            render: (_, row) => row.messages.join(' '),
          },
        ]}
      />
    </Modal>
  );

  const importLabels = useMemo(
    () => ({ insertTop: t('rowImport.insertTop'), covering: t('rowImport.covering') }),
    [t],
  );
  if (!declaration) return { grid: {}, report: null };
  return { grid: can(permission) ? { onImport, importLabels } : {}, report };
}
