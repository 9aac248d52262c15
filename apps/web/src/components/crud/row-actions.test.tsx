import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/index.ts';
import { actionColumn } from './action-column.tsx';
import { KitProviders, signInWith } from './kit-fixtures.tsx';
import { ListPage } from './list-page.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

vi.setConfig({ testTimeout: 20_000 });

function AdminRow({ edit, remove }: { edit: () => void; remove: () => Promise<void> }) {
  const confirmDelete = useConfirmDelete();
  return (
    <RowActions
      actions={[
        { key: 'edit', label: 'Edit', permission: 'admins.modify', onClick: edit },
        {
          key: 'delete',
          label: 'Delete',
          permission: 'admins.delete',
          danger: true,
          onClick: () => confirmDelete(remove, 'Bob'),
        },
      ]}
    />
  );
}

function renderRow(remove = vi.fn().mockResolvedValue(undefined)) {
  render(
    <KitProviders>
      <AdminRow edit={vi.fn()} remove={remove} />
    </KitProviders>,
  );
  return remove;
}

describe('row actions', () => {
  beforeAll(() => applyLanguage('en'));

  it('asks before deleting, and deletes only on confirm', async () => {
    const user = userEvent.setup();
    signInWith(['admins.delete']);
    const remove = renderRow();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Are you sure you want to delete "Bob"?');
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
  });

  it('deletes nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    signInWith(['admins.delete']);
    const remove = renderRow();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(remove).not.toHaveBeenCalled();
  });

  // The request layer has already shown the server's message; an unhandled rejection would fail the test.
  it('settles quietly when the server refuses the delete', async () => {
    const user = userEvent.setup();
    signInWith(['admins.delete']);
    const remove = renderRow(vi.fn().mockRejectedValue(new Error('You cannot delete your own account.')));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
  });

  it('hides each button whose permission the admin lacks', () => {
    signInWith(['admins.modify']);
    renderRow();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('greys an action the row refuses, says why, and does not run it', async () => {
    const user = userEvent.setup();
    signInWith(['admins.modify']);
    const edit = vi.fn();
    render(
      <KitProviders>
        <RowActions
          actions={[
            {
              key: 'edit',
              label: 'Edit',
              permission: 'admins.modify',
              disabledReason: 'Not yours',
              onClick: edit,
            },
          ]}
        />
      </KitProviders>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Edit' });
    expect(button.disabled).toBe(true);
    await user.hover(button.parentElement!);
    expect(await screen.findByText('Not yours')).toBeTruthy();
    await user.click(button.parentElement!);
    expect(edit).not.toHaveBeenCalled();
  });

  it("hides a list's add button from an admin who may only query", () => {
    signInWith(['admins.query']);
    const grid = { id: 'admins', columns: [{ key: 'name', title: 'Name' }], rows: [], rowKey: 'id' } as const;
    const { rerender } = render(
      <KitProviders>
        <ListPage grid={grid} create={{ permission: 'admins.add', onClick: vi.fn() }} />
      </KitProviders>,
    );
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();

    signInWith(['admins.query', 'admins.add']);
    rerender(
      <KitProviders>
        <ListPage grid={grid} create={{ permission: 'admins.add', onClick: vi.fn() }} />
      </KitProviders>,
    );
    expect(screen.getByRole('button', { name: /Add/ })).toBeTruthy();
  });
});

interface Admin {
  id: number;
  name: string;
}

/** Grids laid out this wide: a grid reads its width from a ResizeObserver. */
function layOutGridsAt(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: { width } } as unknown as ResizeObserverEntry;
        this.callback([entry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

function renderAdminList(onEdit = vi.fn()) {
  const columns = [
    { key: 'name', title: 'Name' },
    actionColumn<Admin>('Actions', (admin) => [
      { key: 'edit', label: 'Edit', permission: 'admins.modify', onClick: () => onEdit(admin) },
      { key: 'delete', label: 'Delete', permission: 'admins.delete', danger: true, onClick: vi.fn() },
    ]),
  ];
  render(
    <KitProviders>
      <ListPage<Admin> grid={{ id: 'admins', columns, rows: [{ id: 7, name: 'Bob' }], rowKey: 'id' }} />
    </KitProviders>,
  );
  return onEdit;
}

const actionsHeader = () => document.querySelector<HTMLElement>('[role="columnheader"][data-col="actions"]');

describe('the actions column', () => {
  beforeAll(() => applyLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it("folds a row's actions into one menu on a narrow grid, which the keyboard opens", async () => {
    const user = userEvent.setup();
    layOutGridsAt(350);
    signInWith(['admins.modify', 'admins.delete']);
    const onEdit = renderAdminList();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    // The column keeps the least width a column has, leaving the rest of the grid to the data.
    expect(actionsHeader()?.style.flex).toBe('0 0 100px');

    screen.getByRole('button', { name: 'More actions' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    await user.click(items[0]!);
    expect(onEdit).toHaveBeenCalledWith({ id: 7, name: 'Bob' });
  });

  it('lists only the actions the admin may use, and one alone stays a button', () => {
    layOutGridsAt(350);
    signInWith(['admins.modify']);
    renderAdminList();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('shows the buttons themselves on a wide grid', () => {
    layOutGridsAt(1200);
    signInWith(['admins.modify', 'admins.delete']);
    renderAdminList();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    expect(actionsHeader()?.style.flex).toBe('0 0 180px');
  });

  it('is left out for an admin who may use none of the actions', () => {
    signInWith(['admins.query']);
    renderAdminList();
    expect(screen.getByText('Bob')).toBeTruthy();
    expect(actionsHeader()).toBeNull();
  });
});
