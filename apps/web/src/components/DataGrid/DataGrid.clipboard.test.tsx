// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { makeTrades, tradeColumns } from './fixtures.tsx';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

// userEvent.setup() puts a working clipboard on navigator; the tests read back what the grid wrote.
const clipboardText = () => navigator.clipboard.readText();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderGrid = () =>
  render(<DataGrid id="copy" columns={tradeColumns} rows={makeTrades(3)} rowKey="id" language="en" />);

describe('DataGrid right-click menu', () => {
  it('copies the right-clicked cell as its plain value', async () => {
    const user = userEvent.setup();
    renderGrid();
    fireEvent.contextMenu(screen.getByText('246.90'));

    const menu = screen.getByRole('menu', { name: 'Context menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Copy cell', 'Copy row']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy cell' }));

    expect(await clipboardText()).toBe('246.90');
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('copies the whole row, tab-separated, in the shown column order', async () => {
    const user = userEvent.setup();
    renderGrid();
    fireEvent.contextMenu(screen.getByText('Trade 3'));
    await user.click(screen.getByRole('menuitem', { name: 'Copy row' }));

    expect(await clipboardText()).toBe(
      ['3', 'Trade 3', '370.35', '2.3', 'Active', '2026-01-01 08:32:00'].join('\t'),
    );
  });

  it('opens from the keyboard on the current row, and Escape closes it back to the grid', async () => {
    const user = userEvent.setup();
    renderGrid();
    const grid = screen.getByRole('grid');
    grid.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Shift>}{F10}{/Shift}');

    const menu = screen.getByRole('menu', { name: 'Context menu' });
    expect(document.activeElement?.textContent).toBe('Copy cell');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Copy row');
    await user.keyboard('{Enter}');
    expect(await clipboardText()).toMatch(/^2\tTrade 2\t246\.90\t/);
    expect(menu.isConnected).toBe(false);

    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(grid);
  });

  it('says the operation failed when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderGrid();
    fireEvent.contextMenu(screen.getByText('Trade 1'));
    await user.click(screen.getByRole('menuitem', { name: 'Copy cell' }));
    expect(await screen.findByText('An error occurred, the operation failed')).toBeTruthy();
  });
});
