import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditLog } from '@app/contracts/audit-logs';
import type { UiLanguage } from '@app/contracts/languages';
import type { ListFilter, ListRequest } from '../../api/list-request.ts';
import { cellsOf, findRowWith } from '../../components/DataGrid/fixtures.tsx';
import { KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../i18n/index.ts';
import { useSettings } from '../../stores/settings.ts';
import AuditLogPage from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const server = vi.hoisted(() => ({ asked: [] as ListFilter[] }));

const entry = (id: number, action: string, target: string): AuditLog => ({
  id,
  admin: { id: 1, name: 'Ann' },
  action,
  target,
  ip: '192.0.2.7',
  before: null,
  after: null,
  created_at: '2026-03-02T08:00:00.000Z',
});

// The last one is written by a server newer than this app, under a code the app has no name for.
const rows = [
  entry(3, 'withdrawals.review', 'withdrawal:9'),
  entry(2, 'roles.update', 'role:2'),
  entry(1, 'reports.archive', 'report:5'),
];

vi.mock('../../api/audit-logs.ts', () => ({
  auditLogListQuery: (request: ListRequest) =>
    queryOptions({
      queryKey: ['audit-logs', 'list', request],
      queryFn: () => {
        server.asked.push(request.filter);
        const meta = { current_page: 1, per_page: 20, total: 3, last_page: 1, from: 1, to: 3 };
        return Promise.resolve({ data: rows, meta });
      },
    }),
}));

async function openPageIn(language: UiLanguage) {
  await applyLanguage(language);
  useSettings.setState({ language });
  render(
    <KitProviders>
      <AuditLogPage />
    </KitProviders>,
  );
}

describe('audit log', () => {
  beforeEach(() => {
    server.asked.length = 0;
    signInWith(['audit-logs.query']);
  });

  it("names each event in the reader's language", async () => {
    await openPageIn('en');
    expect(cellsOf(await findRowWith('withdrawal:9'))).toContain('Withdrawal reviewed');
    expect(cellsOf(await findRowWith('role:2'))).toContain('Role changed');
  });

  it('names each event in Chinese for a Chinese reader', async () => {
    await openPageIn('zh-cn');
    expect(cellsOf(await findRowWith('withdrawal:9'))).toContain('审核提现');
    expect(cellsOf(await findRowWith('role:2'))).toContain('修改角色');
  });

  it('shows an event it has no name for by its code', async () => {
    await openPageIn('vn');
    expect(cellsOf(await findRowWith('report:5'))).toContain('reports.archive');
    expect(cellsOf(await findRowWith('role:2'))).toContain('Sửa vai trò');
  });

  it('names the event in the details of an entry', async () => {
    const user = userEvent.setup();
    await openPageIn('id');
    const row = await findRowWith('withdrawal:9');
    await user.dblClick(within(row).getByText('withdrawal:9'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tinjau penarikan')).toBeTruthy();
    expect(within(dialog).queryByText('withdrawals.review')).toBeNull();
  });

  it('filters by an event picked by its name, asking the server for its code', async () => {
    const user = userEvent.setup();
    await openPageIn('en');
    await waitFor(() => expect(server.asked).toHaveLength(1));
    await user.click(screen.getByLabelText('Event'));
    await user.type(screen.getByLabelText('Event'), 'Role changed');
    await user.click(
      await screen.findByText('Role changed', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ action: 'roles.update' }));
  });
});
