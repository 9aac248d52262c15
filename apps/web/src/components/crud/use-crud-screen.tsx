import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusReturn } from '../focus-return.tsx';
import { CrudFormModal } from './crud-form-modal.tsx';
import type { CrudResource, ScreenHandles, ScreenParts } from './crud-resource.ts';
import { ListPage, type ListPageProps } from './list-page.tsx';
import type { RowAction } from './row-actions.tsx';
import type { RowsState } from './row-source.ts';
import { useConfirmDelete } from './use-confirm-delete.ts';
import { useCrudMutations } from './use-crud-mutations.ts';
import { useModalState, type ModalState } from './use-modal-state.ts';
import { useRowImport } from './use-row-import.tsx';

export interface CrudScreenState<TRow extends object, TValues, TName extends string> {
  /** Spread into `<ListPage>`. */
  page: ListPageProps<TRow, TName>;
  /** The add-or-edit modal, the import report and the part opened: placed inside the ListPage. */
  modals: ReactNode;
  list: RowsState<TRow, TName>;
  modal: ModalState<TRow, Partial<TValues>>;
  openCreate: (values?: Partial<TValues>) => void;
  /** Opens one of the screen's parts for a row. */
  open: (part: string, row: TRow) => void;
}

const noChoices = () => undefined;
// Module-level, so a resource without them keeps the same calls and buttons from render to render.
const noWrites = { queryKey: [] };
const noPermissions = {};
const nameOfRow = (row: object) => String((row as { name?: unknown }).name ?? '');
const idOf = (row: object) => (row as { id: number }).id;

/** The same object while its values are the same: a hook's fresh object would rebuild the columns. */
function useSteady<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const same =
    kept === value ||
    (typeof kept === 'object' &&
      typeof value === 'object' &&
      kept !== null &&
      value !== null &&
      Object.keys(value).length === Object.keys(kept).length &&
      Object.entries(value).every(([key, item]) => (kept as Record<string, unknown>)[key] === item));
  if (same) return kept;
  setKept(value);
  return value;
}

/**
 * A list screen from its resource declaration: the rows (paged or a tree) in the address, the filter bar,
 * the grid with its columns and row buttons, the add button, the add-or-edit modal with the resource's
 * writes, the CSV import, and the screen's own parts opened for a row.
 */
export function useCrudScreen<TRow extends object, TValues, TName extends string, TChoices>(
  resource: CrudResource<TRow, TValues, TName, TChoices>,
  parts: ScreenParts<TRow, TValues, TChoices> = {},
): CrudScreenState<TRow, TValues, TName> {
  const { t } = useTranslation();
  const useChoices = resource.useChoices ?? (noChoices as () => TChoices);
  const choices = useSteady(useChoices());
  const { useRows } = resource.rows;
  const list = useRows(choices);
  const modal = useModalState<TRow, Partial<TValues>>();
  const crud = useCrudMutations<TValues>(resource.writes ?? noWrites);
  const confirmDelete = useConfirmDelete();
  const [opened, setOpened] = useState<{ part: string; row: TRow } | null>(null);

  const { form, permissions = noPermissions as NonNullable<typeof resource.permissions>, writes } = resource;
  const defaults = form?.defaults;
  const { openEdit, openCreate: openForm } = modal;
  // Without values the form starts from its defaults; values (a parent) go over them.
  const openCreate = useCallback(
    (values?: Partial<TValues>) => openForm(values && { ...defaults, ...values }),
    [openForm, defaults],
  );
  const open = useCallback((part: string, row: TRow) => setOpened({ part, row }), []);

  const editDelete = useCallback(
    (row: TRow): RowAction[] => {
      const actions: RowAction[] = [];
      if (form && permissions.modify) {
        const modify = permissions.modify;
        actions.push({
          key: 'edit',
          label: t('crud.edit'),
          permission: modify,
          onClick: () => openEdit(row),
        });
      }
      if (writes?.remove && permissions.remove) {
        const nameOf = resource.nameOf ?? nameOfRow;
        actions.push({
          key: 'delete',
          label: t('crud.delete'),
          permission: permissions.remove,
          danger: true,
          onClick: () => confirmDelete(() => crud.remove(idOf(row)), nameOf(row, choices)),
        });
      }
      return actions;
    },
    [t, resource, form, permissions, writes, openEdit, confirmDelete, crud, choices],
  );
  const handles = useMemo<ScreenHandles<TRow, TValues, TChoices>>(
    () => ({ t, choices, editDelete, openCreate, openEdit, open, update: crud.update }),
    [t, choices, editDelete, openCreate, openEdit, open, crud.update],
  );
  const { actions } = resource;
  const actionsOf = useCallback(
    (row: TRow) => (actions ? actions(row, handles) : editDelete(row)),
    [actions, handles, editDelete],
  );
  const { columns: columnsOf, filters: filtersOf } = resource;
  const columns = useMemo(() => columnsOf(t, actionsOf, choices), [columnsOf, t, actionsOf, choices]);
  const filters = useMemo(() => filtersOf?.(t, choices), [filtersOf, t, choices]);
  const rowImport = useRowImport<TRow>(
    resource.imports && writes && permissions.add
      ? { ...resource.imports, permission: permissions.add, queryKey: writes.queryKey, columns }
      : null,
  );

  const { state } = modal;
  const editing = state.mode === 'edit' ? state.row : null;
  const formModal = form && state.mode !== 'closed' && (
    <CrudFormModal<TRow & { id: number }, TValues>
      modal={modal as never}
      crud={crud}
      titles={{ add: t(form.titles.add), edit: t(form.titles.edit) }}
      fields={form.fields(t, { choices, editing, rows: list.rows })}
      schema={typeof form.schema === 'function' ? form.schema(editing) : form.schema}
      defaults={defaults}
      width={form.width}
    />
  );
  const close = () => setOpened(null);
  const shown = { request: list.request, open, t };
  const part = opened && parts[opened.part]?.(opened.row, close, handles);

  return {
    page: {
      summary: resource.summary?.(shown),
      grid: {
        id: resource.id,
        columns,
        rowKey: resource.rowKey ?? ('id' as never),
        ...list.grid,
        exportName: resource.exportName,
        ...rowImport.grid,
        ...resource.grid?.(shown),
      },
      filters: filters && { fields: filters, ...list.filterBar },
      create:
        form && permissions.add ? { permission: permissions.add, onClick: () => openCreate() } : undefined,
    },
    modals: (
      <>
        {/* Each gives the focus back to the button that opened it when it closes. */}
        {formModal && <FocusReturn>{formModal}</FocusReturn>}
        {rowImport.report}
        {part && <FocusReturn key={opened.part}>{part}</FocusReturn>}
      </>
    ),
    list,
    modal: state,
    openCreate,
    open,
  };
}

export interface CrudScreenProps<TRow extends object, TValues, TName extends string, TChoices> {
  resource: CrudResource<TRow, TValues, TName, TChoices>;
  /** The screen's own parts (drawers, review modals), opened by its row actions. */
  parts?: ScreenParts<TRow, TValues, TChoices>;
  children?: ReactNode;
}

/** A list screen that is its declaration: `<CrudScreen resource={categories} />`. */
export function CrudScreen<TRow extends object, TValues, TName extends string, TChoices>(
  props: CrudScreenProps<TRow, TValues, TName, TChoices>,
) {
  const { page, modals } = useCrudScreen(props.resource, props.parts);
  return (
    <ListPage<TRow, TName> {...page}>
      {modals}
      {props.children}
    </ListPage>
  );
}
