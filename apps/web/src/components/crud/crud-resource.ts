import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { PermissionCode } from '@app/contracts/permissions';
import type { ImportRequest } from '@app/contracts/imports';
import type { ListRequest } from '../../api/list-request.ts';
import type { DataGridProps, GridColumn, RowKey } from '../DataGrid/index.ts';
import type { FilterField } from './filter-fields.ts';
import type { FormField } from './form-field.ts';
import type { RowAction } from './row-actions.tsx';
import type { CrudCalls } from './use-crud-mutations.ts';
import type { RowSource } from './row-source.ts';

/** What a row's action declarations may do on their screen. */
export interface ScreenHandles<TRow, TValues, TChoices> {
  t: TFunction;
  /** What the resource's `useChoices` gave. */
  choices: TChoices;
  /** The row's edit and delete buttons, as the resource's permissions and writes offer them. */
  editDelete: (row: TRow) => RowAction[];
  /** Opens the add form; `values` over the form's defaults (a parent for a child row). */
  openCreate: (values?: Partial<TValues>) => void;
  openEdit: (row: TRow) => void;
  /** Opens one of the screen's own parts (a drawer, a review modal) for the row. */
  open: (part: string, row: TRow) => void;
  /** The resource's update, with its notice and refetch. */
  update: (id: number, body: TValues) => Promise<unknown>;
}

/** The add-or-edit modal of a resource. */
export interface ResourceForm<TRow, TValues, TChoices> {
  /** Translation keys of the modal's titles. */
  titles: { add: string; edit: string };
  /** `editing`: the row being edited, null when adding; `rows`: the rows the list shows (a tree's parents). */
  fields: (
    t: TFunction,
    form: { choices: TChoices; editing: TRow | null; rows: readonly TRow[] },
  ) => readonly FormField<TValues>[];
  /** The contracts schema the server validates the body with (one for adding, one for editing if they differ). */
  schema: ZodType | ((editing: TRow | null) => ZodType);
  /** What a new record starts from. */
  defaults?: Partial<TValues>;
  width?: number;
}

/**
 * A list screen as a value (react-admin's resource): its rows, writes, permissions, columns, filters and
 * form, which `useCrudScreen` / `<CrudScreen>` turn into the screen. Declare it at module level, so its
 * functions keep their identity and the columns built from them are made once.
 * `TName`: the list's filter names, from its contract through the API module's query options.
 */
export interface CrudResource<
  TRow extends object,
  TValues = never,
  TName extends string = string,
  TChoices = undefined,
> {
  /** The grid's id: its saved layout and the filter form's name derive from it. */
  id: string;
  /** The CSV export's file name. */
  exportName: string;
  /** Which rows: `pagesOf(api's list query)` or `treeOf(api's tree query)`. */
  rows: RowSource<TRow, TName, TChoices>;
  /** `id` unless said. */
  rowKey?: RowKey<TRow>;
  /** Each button shows only with its permission: add (the add button), modify (edit), remove (delete). */
  permissions?: { add?: PermissionCode; modify?: PermissionCode; remove?: PermissionCode };
  /** The API module's writes; each is answered with spec §8's notice and the list refetched. */
  writes?: CrudCalls<TValues>;
  /**
   * The screen's own hooks (dictionaries' tags, a picker's options, a confirm dialog): what it gives is
   * handed to the declarations below. Called on every render of the screen, as any hook.
   */
  useChoices?: () => TChoices;
  columns: (
    t: TFunction,
    actionsOf: (row: TRow) => RowAction[],
    choices: TChoices,
  ) => readonly GridColumn<TRow>[];
  filters?: (t: TFunction, choices: TChoices) => readonly FilterField<NoInfer<TName>>[];
  /** How the delete prompt names a row; its `name` unless said. */
  nameOf?: (row: TRow, choices: TChoices) => string;
  /** A row's buttons; `screen.editDelete(row)` (the default) unless said. */
  actions?: (row: TRow, screen: ScreenHandles<TRow, TValues, TChoices>) => RowAction[];
  form?: ResourceForm<TRow, TValues, TChoices>;
  /** The grid's CSV import: the create body's fields a file fills, and the import call. */
  imports?: {
    fields: readonly string[];
    /** What every row of the file is given (a channel screen's kind). */
    fixed?: Record<string, unknown>;
    send: (body: ImportRequest) => Promise<unknown>;
  };
  /** Further grid props: a server-side export of the list shown, an empty text, what a double click opens. */
  grid?: (screen: ListScreen<TRow, TName>) => Partial<DataGridProps<TRow>>;
  /** Between the filters and the grid: what the filtered rows add up to (a component, which may fetch). */
  summary?: (screen: ListScreen<TRow, TName>) => ReactNode;
}

/** What the declarations of the grid's props and the summary are told about the list shown. */
export interface ListScreen<TRow, TName extends string> {
  /** The page shown (a paged list only). */
  request: ListRequest<TName> | undefined;
  open: (part: string, row: TRow) => void;
  t: TFunction;
}

/** The screen's own parts (drawers, review modals), each opened for a row by `screen.open(name, row)`. */
export type ScreenParts<TRow, TValues = never, TChoices = unknown> = Readonly<
  Record<string, (row: TRow, close: () => void, screen: ScreenHandles<TRow, TValues, TChoices>) => ReactNode>
>;
