import type { ReactNode } from 'react';

export type GridLanguage = 'zh-cn' | 'en' | 'vn' | 'id';

/**
 * How a column's value is shown, copied, exported and imported.
 * - `text`: any value, shown as a string.
 * - `integer`: a whole number shown as is (ids, sort orders, counts).
 * - `amount`: money as an integer in the smallest unit (API.md); `decimals` places the point.
 * - `float`: a number or a decimal string (`"12.5"`), shown with `decimals` places.
 * - `percent`: a rate as a decimal string (`"12.5"`, API.md), shown with the places it was sent with and
 *   its sign in the language's way (`12,5%`); copied and exported as the plain decimal.
 * - `date`: an ISO 8601 string, shown in local time with `dateFormat`.
 * - `tag`: a code shown as its label from `options`.
 */
export type GridColumnType = 'text' | 'integer' | 'amount' | 'float' | 'percent' | 'date' | 'tag';

export interface GridTagOption {
  value: string | number | boolean;
  label: string;
  /** An antd Tag colour (`success`, `processing`, `#f50`, ...). */
  color?: string;
}

export interface GridColumn<TRow> {
  /** The column id; also the row field read when `value` is not given, and the server's sort field. */
  key: string;
  title: string;
  /**
   * The unit the title ends with, "(CNY)" (set by the grid for amounts in the default currency): a header
   * too narrow for the whole title cuts the words short and keeps the unit in sight.
   */
  titleUnit?: string;
  type?: GridColumnType;
  /** Initial width in px; never below 100 (spec §9). */
  width?: number;
  /** Width on a compact grid (narrower than a phone's 576 px), where the cell folds what it shows. */
  compactWidth?: number;
  fixed?: 'left' | 'right';
  sortable?: boolean;
  /** The field name the server sorts by, when it differs from `key`. */
  sortField?: string;
  /** Reads the value from the row, for nested or derived fields (`row.user.name`). */
  value?: (row: TRow) => unknown;
  /** Replaces the cell's content; copy, export and import still use the formatted value. */
  render?: (value: unknown, row: TRow, index: number) => ReactNode;
  /** amount: places of the smallest unit (default: the default currency's, 2 until known, so 12345 is 123.45); float: places shown (default 1). */
  decimals?: number;
  /** date: a dayjs format (default `YYYY-MM-DD HH:mm:ss`). */
  dateFormat?: string;
  /** tag: the labels and colours of the codes. */
  options?: readonly GridTagOption[];
  /** The text copied and exported, when the formatted value is not what a user wants in a file. */
  text?: (row: TRow) => string;
  /** false keeps the column always shown in the column settings. */
  hideable?: boolean;
  /** false leaves the column out of CSV import; a column with `value` is never imported. */
  importable?: boolean;
  /** false leaves the column out of CSV export and copy row. */
  exportable?: boolean;
}

/** A page request in API.md's list dialect. */
export interface ListQuery {
  page: number;
  per_page: number;
  /** `field` ascending, `-field` descending. */
  sort?: string;
}

/** API.md's list `meta`. */
export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page?: number;
  from?: number | null;
  to?: number | null;
  total_estimated?: boolean;
}

/** Turns the pager on and hands paging and sorting to the server (the screen's API module fetches). */
export interface ServerPaging {
  query: ListQuery;
  meta: ListMeta | undefined;
  onQueryChange: (query: ListQuery) => void;
  pageSizes?: readonly number[];
}

export type RowKey<TRow> = (keyof TRow & string) | ((row: TRow) => string | number);

export interface GridSelection<TRow> {
  /** Controlled selection; leave out to let the grid keep it. */
  selectedKeys?: readonly string[];
  onChange?: (keys: string[], rows: TRow[]) => void;
}

/** A toolbar action on the selected rows; with none selected it says "select at least one record". */
export interface BulkAction<TRow> {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onClick: (rows: TRow[]) => unknown;
}

export interface TreeOptions {
  /** The field holding child rows (default `children`). */
  childrenKey?: string;
  defaultExpandAll?: boolean;
}

/** insertTop puts the file's rows above the current ones; covering replaces them. */
export type ImportMode = 'insertTop' | 'covering';

export interface ImportResult<TRow> {
  mode: ImportMode;
  /** The file's rows, holding the importable columns' fields, converted (amounts as integers). */
  imported: TRow[];
  /** The grid's rows after the import: imported + current for insertTop, imported for covering. */
  rows: TRow[];
  /** Each imported row's number in the file as a spreadsheet shows it (the header is row 1). */
  rowNumbers: number[];
}

export interface DataGridProps<TRow extends object> {
  /** Names the grid: the column settings are remembered under it, and it is the default export name. */
  id: string;
  /** Declared once (module scope or useMemo): a new array each render rebuilds the column model. */
  columns: readonly GridColumn<TRow>[];
  /** Kept as the same array until the data changes (a query's data is): a new one re-reads every row. */
  rows: readonly TRow[];
  rowKey: RowKey<TRow>;
  language?: GridLanguage;
  loading?: boolean;
  /** Height of the scrolling area in px (default 520); it fills the screen while zoomed. */
  height?: number;
  /** Row height in px (default 40); rows are one line, longer text shows a tooltip. */
  rowHeight?: number;
  server?: ServerPaging;
  selection?: GridSelection<TRow> | boolean;
  bulkActions?: readonly BulkAction<TRow>[];
  /** Extra toolbar content, left of the grid's own buttons (create buttons, filters). */
  toolbar?: ReactNode;
  tree?: TreeOptions | boolean;
  onRefresh?: () => unknown;
  /** File name stem for exports (default `id`). */
  exportName?: string;
  /**
   * Server lists: both exports are the server's (the list's `/export` URL in the API module), "these
   * rows" for the page shown and "all" for every row of the filter, so they read alike.
   */
  serverExport?: (rows: 'page' | 'all') => unknown;
  /** Shows the import button; receives the converted rows. */
  onImport?: (result: ImportResult<TRow>) => unknown;
  /** The import menu's names of the modes, where the screen's import means more than the grid's rows. */
  importLabels?: Partial<Record<ImportMode, string>>;
  /** Enter or double click on a row. */
  onRowActivate?: (row: TRow) => void;
  onCurrentRowChange?: (row: TRow) => void;
  emptyText?: ReactNode;
  /**
   * The rows did not load, and the screen says why: with none to show, the grid shows neither its empty
   * state nor the pager's "0 in total", which would claim an empty list.
   */
  failed?: boolean;
  /** Names the grid for screen readers. */
  ariaLabel?: string;
}
