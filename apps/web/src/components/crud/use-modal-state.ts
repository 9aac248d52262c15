import { useCallback, useState } from 'react';

/** Closed, creating (with optional defaults, such as a parent), or editing one row. */
export type ModalState<TRow, TDefaults = Partial<TRow>> =
  { mode: 'closed' } | { mode: 'create'; defaults?: TDefaults } | { mode: 'edit'; row: TRow };

/** Which form modal is open; the setters are stable, so column declarations can hold them. */
export function useModalState<TRow, TDefaults = Partial<TRow>>() {
  const [state, setState] = useState<ModalState<TRow, TDefaults>>({ mode: 'closed' });
  const openCreate = useCallback((defaults?: TDefaults) => setState({ mode: 'create', defaults }), []);
  const openEdit = useCallback((row: TRow) => setState({ mode: 'edit', row }), []);
  const close = useCallback(() => setState({ mode: 'closed' }), []);
  return { state, openCreate, openEdit, close };
}
