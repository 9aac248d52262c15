import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@app/contracts/categories';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../i18n/index.ts';
import { fakeApi, listOf, type FakeAnswer, type FakeRequest } from '../../test/fake-api.ts';
import CategoryPage from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const stamp = '2026-03-01T08:00:00.000Z';
const fixed: Category = {
  id: 3,
  name: 'Fixed income',
  icon: '/files/fixed.png',
  sort: 1,
  projects_count: 2,
  created_at: stamp,
  updated_at: stamp,
};
const ALL = ['categories.query', 'categories.add', 'categories.modify', 'categories.delete'];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

type Route = (request: FakeRequest) => FakeAnswer | undefined;

let restore = () => undefined as unknown;
afterEach(() => restore());

/** The category screen over a fake server: `route` answers first, then the usual answers. */
function openScreen(route: Route = () => undefined) {
  const api = fakeApi((request) => {
    const answer = route(request);
    if (answer) return answer;
    if (request.url === '/api/project-categories' && request.method === 'GET') return listOf([fixed]);
    if (request.url === '/api/files') {
      return {
        status: 201,
        data: { data: { url: '/files/new.png', name: 'new.png', size: 12, mime: 'image/png' } },
      };
    }
    if (request.method === 'POST' || request.method === 'PUT') return { status: 201, data: { data: fixed } };
    if (request.method === 'DELETE') {
      return {
        status: 409,
        data: { message: 'Projects belong to this category; move or delete them first.' },
      };
    }
    return undefined;
  });
  restore = api.restore;
  signInWith(ALL);
  render(
    <KitProviders>
      <CategoryPage />
    </KitProviders>,
  );
  return api.requests;
}

const sent = (requests: FakeRequest[], method: string) => requests.filter((r) => r.method === method);

describe('project categories', () => {
  beforeAll(() => applyLanguage('en'));

  it('creates a category with an uploaded icon, sort 0 unless changed', async () => {
    const requests = openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText('Category name'), 'Short term');
    fireEvent.change(form.querySelector('input[type="file"]')!, {
      target: { files: [new File([PNG], 'new.png', { type: 'image/png' })] },
    });
    await within(form).findByRole('img', { name: 'Image preview' });
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(sent(requests, 'POST').map((r) => [r.url, r.body])).toEqual([
        ['/api/files', expect.any(FormData)],
        ['/api/project-categories', { name: 'Short term', icon: '/files/new.png', sort: 0 }],
      ]),
    );
  });

  it('keeps a pasted name past the limit whole, says it is too long, and sends nothing', async () => {
    const requests = openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    const form = await screen.findByRole('dialog');
    const name = within(form).getByLabelText('Category name');
    const pasted = `Short term ${'x'.repeat(60)}`;
    await user.click(name);
    await user.paste(pasted);
    // Nothing cut: the admin sees all that was pasted, counted against the limit.
    expect(name).toHaveProperty('value', pasted);
    expect(within(form).getByText(`${pasted.length} / 64`)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    await within(form).findByText('At most 64 characters');
    expect(sent(requests, 'POST')).toEqual([]);
  });

  it('shows the icon in its row, and a removed icon leaves the saved category without one', async () => {
    const requests = openScreen();
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid');
    expect((await within(grid).findByRole('img', { name: 'Fixed income' })).getAttribute('src')).toBe(
      '/files/fixed.png',
    );
    await user.click(within(grid).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog');
    await user.click(within(form).getByRole('button', { name: /Remove/ }));
    await user.click(within(form).getByLabelText('Category name'));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(sent(requests, 'PUT')).toHaveLength(1));
    expect(sent(requests, 'PUT')[0]).toMatchObject({ url: '/api/project-categories/3' });
    expect(sent(requests, 'PUT')[0]!.body).toEqual({ name: 'Fixed income', sort: 1 });
  });

  it('asks before deleting, and a category still in use stays in the list', async () => {
    const requests = openScreen();
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    within(confirm).getByText('Are you sure you want to delete "Fixed income"?');
    expect(sent(requests, 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(sent(requests, 'DELETE').map((r) => r.url)).toEqual(['/api/project-categories/3']),
    );
    // A refused delete neither says "deleted" nor reloads the list as if the row had gone.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Deleted successfully')).toBeNull();
    expect(sent(requests, 'GET')).toHaveLength(1);
    expect(within(grid).getByText('Fixed income')).toBeTruthy();
  });

  it("shows the server's refusal of a filter on that filter", async () => {
    const refusal = 'The keyword is at most 64 characters.';
    openScreen((request) =>
      request.url === '/api/project-categories' && request.params['filter[keyword]']
        ? { status: 422, data: { message: refusal, errors: { 'filter.keyword': [refusal] } } }
        : undefined,
    );
    const user = userEvent.setup();
    await screen.findByText('Fixed income');
    await user.type(screen.getByLabelText('Keyword'), 'x{Enter}');
    await waitFor(() =>
      expect(
        screen
          .getByLabelText('Keyword')
          .closest('.ant-form-item')!
          .classList.contains('ant-form-item-has-error'),
      ).toBe(true),
    );
  });
});
