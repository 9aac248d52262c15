import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/index.ts';
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
