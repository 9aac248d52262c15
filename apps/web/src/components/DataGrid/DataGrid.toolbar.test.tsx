// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { makeTrades, tradeColumns } from './fixtures.tsx';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const gridRoot = () => screen.getByRole('toolbar').parentElement!;

describe('DataGrid toolbar', () => {
  it('zooms to full screen and Esc restores it', async () => {
    const user = userEvent.setup();
    render(<DataGrid id="zoom" columns={tradeColumns} rows={makeTrades(3)} rowKey="id" />);

    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(gridRoot().hasAttribute('data-zoomed')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: '退出全屏' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(gridRoot().hasAttribute('data-zoomed')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: '全屏' })).toBeTruthy();
  });

  it('closes an open menu on Esc without leaving the zoom', async () => {
    const user = userEvent.setup();
    render(
      <DataGrid
        id="zoom-menu"
        columns={tradeColumns}
        rows={makeTrades(3)}
        rowKey="id"
        onImport={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: '全屏' }));
    await user.click(screen.getByRole('button', { name: '导入' }));
    expect(screen.getByRole('menu')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(gridRoot().hasAttribute('data-zoomed')).toBe(true);
  });

  it('labels every toolbar button for screen readers, in the chosen language', () => {
    render(
      <DataGrid
        id="labels"
        language="id"
        columns={tradeColumns}
        rows={makeTrades(1)}
        rowKey="id"
        onRefresh={() => undefined}
        onImport={() => undefined}
      />,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Bilah alat tabel' });
    const labels = [...toolbar.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual(['Muat ulang', 'Impor', 'Ekspor', 'Pengaturan kolom', 'Layar penuh']);
  });

  it('refreshes through the screen and reports a failure', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    render(
      <DataGrid
        id="refresh"
        language="en"
        columns={tradeColumns}
        rows={makeTrades(1)}
        rowKey="id"
        onRefresh={onRefresh}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('An error occurred, the operation failed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('names a toolbar button in a tooltip while the pointer is on it, and none over its open panel', async () => {
    const user = userEvent.setup();
    render(<DataGrid id="hints" language="en" columns={tradeColumns} rows={makeTrades(1)} rowKey="id" />);

    await user.hover(screen.getByRole('button', { name: 'Full screen' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Full screen');

    await user.hover(screen.getByRole('button', { name: 'Column settings' }));
    await vi.waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Column settings'));

    // The open panel is a popover (a tooltip to assistive technology too); the hint is gone.
    const hints = () =>
      screen.queryAllByRole('tooltip').filter((tip) => tip.textContent === 'Column settings');
    await user.click(screen.getByRole('button', { name: 'Column settings' }));
    expect(screen.getByRole('group', { name: 'Column settings' })).toBeTruthy();
    expect(hints()).toEqual([]);
    await user.hover(screen.getByRole('group', { name: 'Column settings' }));
    await user.hover(screen.getByRole('button', { name: 'Column settings' }));
    await new Promise((done) => setTimeout(done, 150));
    expect(hints()).toEqual([]);

    await user.unhover(screen.getByRole('button', { name: 'Column settings' }));
    expect(hints()).toEqual([]);
  });

  it('shows the full text of a cut-off cell in a tooltip above everything (z-index 3000)', async () => {
    const user = userEvent.setup();
    // happy-dom lays nothing out: make long texts wider than their cells, as a browser would.
    const widths = (['scrollWidth', 'clientWidth'] as const).map((name) => {
      const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          if (!this.classList.contains('dg-text')) return 0;
          return name === 'clientWidth' ? 120 : (this.textContent?.length ?? 0) * 8;
        },
      });
      return () => {
        if (original) Object.defineProperty(HTMLElement.prototype, name, original);
        else Reflect.deleteProperty(HTMLElement.prototype, name);
      };
    });
    try {
      const rows = makeTrades(2).map((row, index) =>
        index === 0 ? { ...row, name: 'A trade with a name far too long for its column' } : row,
      );
      render(<DataGrid id="tooltip" columns={tradeColumns} rows={rows} rowKey="id" />);

      await user.hover(screen.getByText('Trade 2'));
      expect(screen.queryByRole('tooltip')).toBeNull();

      await user.hover(screen.getByText('A trade with a name far too long for its column'));
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip.textContent).toBe('A trade with a name far too long for its column');
      expect(tooltip.closest<HTMLElement>('.ant-tooltip')?.style.zIndex).toBe('3000');
    } finally {
      for (const restore of widths) restore();
    }
  });

  it('shows the empty state in the chosen language, and a spinner while loading', () => {
    const { rerender } = render(
      <DataGrid id="empty" language="vn" columns={tradeColumns} rows={[]} rowKey="id" />,
    );
    expect(screen.getByText('Không có dữ liệu')).toBeTruthy();

    rerender(<DataGrid id="empty" language="vn" columns={tradeColumns} rows={[]} rowKey="id" loading />);
    expect(screen.queryByText('Không có dữ liệu')).toBeNull();
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    expect(
      document.querySelector('.ant-spin [aria-busy="true"], .ant-spin[aria-busy="true"]'),
    ).not.toBeNull();
  });
});
