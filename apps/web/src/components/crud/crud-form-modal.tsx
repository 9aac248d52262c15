import { FormModal, type FormModalProps } from './form-modal.tsx';
import type { ModalState } from './use-modal-state.ts';

type FormValues<TValues> = Partial<Record<keyof TValues & string, unknown>>;

export interface CrudFormModalProps<TRow extends { id: number }, TValues> extends Omit<
  FormModalProps<TValues>,
  'title' | 'initialValues' | 'onSubmit' | 'onClose'
> {
  /** `useModalState`'s answer: closed, creating (with the opener's defaults) or editing a row. */
  modal: { state: ModalState<TRow, object>; close: () => void };
  /** `useCrudMutations`' writes: a new record is created, an edited one updated by its id. */
  crud: {
    create: (body: TValues) => Promise<unknown>;
    update: (id: number, body: TValues) => Promise<unknown>;
  };
  titles: { add: string; edit: string };
  /** What a new record starts from when the opener gave nothing. */
  defaults?: Partial<TValues>;
}

/** The add-or-edit modal of a list screen; renders nothing while closed, so each opening starts fresh. */
export function CrudFormModal<TRow extends { id: number }, TValues>(
  props: CrudFormModalProps<TRow, TValues>,
) {
  const { modal, crud, titles, defaults, ...form } = props;
  const { state } = modal;
  if (state.mode === 'closed') return null;
  const editing = state.mode === 'edit' ? state.row : null;
  return (
    <FormModal<TValues>
      {...form}
      title={editing ? titles.edit : titles.add}
      initialValues={
        (editing ?? (state.mode === 'create' ? state.defaults : undefined) ?? defaults) as FormValues<TValues>
      }
      onSubmit={(values) =>
        editing ? crud.update(editing.id, values as TValues) : crud.create(values as TValues)
      }
      onClose={modal.close}
    />
  );
}

/** The row being edited, or null: screens whose fields differ between adding and editing ask this. */
export function editedRow<TRow, TDefaults>(state: ModalState<TRow, TDefaults>): TRow | null {
  return state.mode === 'edit' ? state.row : null;
}
