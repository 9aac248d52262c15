import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from '@app/contracts/permissions';
import { ApiRequestError } from '../../api/http.ts';
import type { ListFilter } from '../../api/list-request.ts';
import { useSettings } from '../../stores/settings.ts';
import { Can } from '../can.tsx';
import { DataGrid, type DataGridProps } from '../DataGrid/index.ts';
import { LoadFailure, type LoadFailureState } from '../load-failure.tsx';
import { FilterBar } from './filter-bar.tsx';
import { filterFieldErrors, type FilterField } from './filter-fields.ts';
import { SavedViews } from './saved-views.tsx';
import { useAllowedColumns } from './use-allowed-columns.ts';

export interface ListPageProps<TRow extends object, TName extends string = string> {
  /**
   * The grid's props, less the language, which follows the app's; `failure`: the rows' last load
   * failed, said above the grid (which keeps the rows it had) with a way to try again.
   */
  grid: Omit<DataGridProps<TRow>, 'language'> & { failure?: LoadFailureState | null };
  /** `error`: the list's last failure, whose 422 errors show on the filters that caused them. */
  /** Typed by the list's filter names (its contract), so a control for a filter the list lacks fails tsc. */
  filters?: {
    fields: readonly FilterField<TName>[];
    onSubmit: (filter: ListFilter<TName>) => void;
    /** The filter applied now, shown in the bar. */
    values?: ListFilter<TName>;
    error?: unknown;
  };
  /** The "add" button, shown only with its permission. */
  create?: { permission: PermissionCode; onClick: () => void; label?: string };
  /** Extra toolbar content beside the add button. */
  toolbar?: ReactNode;
  /** Shown between the filters and the grid: what the filtered set adds up to. */
  summary?: ReactNode;
  /** The screen's modals and drawers. */
  children?: ReactNode;
}

/** A list screen's frame: filter bar, grid with an add button, and the screen's modals. */
export function ListPage<TRow extends object, TName extends string = string>({
  grid,
  filters,
  create,
  toolbar,
  summary,
  children,
}: ListPageProps<TRow, TName>) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const { failure, ...gridProps } = grid;
  const columns = useAllowedColumns(grid.columns, grid.rows);
  // A refused filter's errors show on the filters that caused them: pointed to, not repeated.
  const onFilters =
    failure?.error instanceof ApiRequestError &&
    failure.error.status === 422 &&
    filters !== undefined &&
    filterFieldErrors(filters.fields as readonly FilterField[], failure.error.errors).length > 0;
  const createButton = create && (
    <Can permission={create.permission}>
      <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick}>
        {create.label ?? t('crud.add')}
      </Button>
    </Can>
  );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {filters && (
        <Card size="small">
          <FilterBar<TName>
            name={`${grid.id}-filter`}
            fields={filters.fields}
            onSubmit={filters.onSubmit}
            values={filters.values}
            error={filters.error}
          />
          <div style={{ marginTop: 12 }}>
            <SavedViews />
          </div>
        </Card>
      )}
      {summary}
      <Card size="small">
        {failure && (
          <LoadFailure
            failure={failure}
            message={onFilters ? t('error.checkFilters') : undefined}
            style={{ marginBottom: 12 }}
          />
        )}
        <DataGrid
          {...gridProps}
          columns={columns}
          failed={Boolean(failure)}
          language={language}
          toolbar={
            <Space>
              {createButton}
              {toolbar}
              {gridProps.toolbar}
            </Space>
          }
        />
      </Card>
      {children}
    </Space>
  );
}
