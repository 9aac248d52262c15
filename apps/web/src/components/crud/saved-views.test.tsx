import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { SavedView } from '@app/contracts/saved-views';
import { fakeApi, type FakeAnswer, type FakeRequest } from '../../test/fake-api.ts';
import { inEnglish, KitProviders } from './kit-fixtures.tsx';
import { SavedViews } from './saved-views.tsx';

vi.setConfig({ testTimeout: 20_000 });

const view = (id: number, name: string, search: string): SavedView => ({
  id,
  screen: '/user/list',
  name,
  search,
  created_at: '2026-11-25T08:00:00.000Z',
});

/** Where the app is: the control changes the address, as a pasted link would. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

/** A server keeping `views` for the signed-in admin; `post` answers a save. */
function serve(views: SavedView[], post?: (request: FakeRequest) => FakeAnswer) {
  api = fakeApi((request) => {
    if (request.method === 'GET' && request.url === '/api/saved-views')
      return { status: 200, data: { data: [...views] } };
    if (request.method === 'POST' && request.url === '/api/saved-views') return post?.(request);
    const gone = /^\/api\/saved-views\/(\d+)$/.exec(request.url);
    if (request.method === 'DELETE' && gone) {
      views.splice(
        views.findIndex((v) => v.id === Number(gone[1])),
        1,
      );
      return { status: 204 };
    }
    return undefined;
  });
  return api;
}

function renderAt(path: string) {
  render(
    <KitProviders path={path}>
      <SavedViews />
      <Address />
    </KitProviders>,
  );
}

const openViews = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /Views/ }));
  return screen.findByRole('menu');
};
describe('the saved views control', () => {
  beforeAll(inEnglish);

  it("offers the admin's views of this screen, and picking one shows it in the address", async () => {
    const user = userEvent.setup();
    const { requests } = serve([
      view(1, 'Frozen', 'frozen=true&sort=-created_at'),
      view(2, 'Page 3', 'page=3'),
    ]);
    renderAt('/user/list');
    // Nothing is asked until the menu opens.
    expect(requests).toHaveLength(0);
    const menu = await openViews(user);
    await within(menu).findByText('Frozen');
    expect(requests[0]).toMatchObject({ method: 'GET', params: { 'filter[screen]': '/user/list' } });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Frozen', 'Page 3']);

    await user.click(within(menu).getByText('Frozen'));
    expect(screen.getByLabelText('address').textContent).toBe('/user/list?frozen=true&sort=-created_at');
  });

  it('says when the screen has no saved views yet', async () => {
    const user = userEvent.setup();
    serve([]);
    renderAt('/user/list');
    const menu = await openViews(user);
    expect(await within(menu).findByText('No saved views on this screen yet')).toBeTruthy();
  });

  it('says a failed load as a failure, and Retry asks again', async () => {
    const user = userEvent.setup();
    let down = true;
    api = fakeApi(() =>
      down
        ? { status: 503, data: { message: 'Down for a moment.' } }
        : { status: 200, data: { data: [view(4, 'Back', 'page=2')] } },
    );
    const { requests } = api;
    renderAt('/user/list');
    const menu = await openViews(user);
    expect(await within(menu).findByText('Saved views could not be loaded')).toBeTruthy();
    expect(within(menu).queryByText('No saved views on this screen yet')).toBeNull();

    down = false;
    await user.click(within(menu).getByText('Retry'));
    await waitFor(() => expect(requests).toHaveLength(2));
    const again = await openViews(user);
    expect(await within(again).findByText('Back')).toBeTruthy();
  });

  it('saves the view the address holds under a name, and shows a taken name on the name field', async () => {
    const user = userEvent.setup();
    const views: SavedView[] = [];
    let taken = true;
    const { requests } = serve(views, (request) => {
      if (taken)
        return {
          status: 409,
          data: { message: 'Taken.', errors: { name: ['This name is already taken.'] } },
        };
      const body = request.body as SavedView;
      views.push({ ...body, id: 9, created_at: '2026-11-25T09:00:00.000Z' });
      return { status: 201, data: { data: views[0] } };
    });
    renderAt('/user/list?keyword=ann&page=2');
    await user.click(screen.getByRole('button', { name: /Save view/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/required/)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Ann, page 2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This name is already taken.')).toBeTruthy();

    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { screen: '/user/list', search: 'keyword=ann&page=2', name: 'Ann, page 2' },
      { screen: '/user/list', search: 'keyword=ann&page=2', name: 'Ann, page 2' },
    ]);
    const menu = await openViews(user);
    expect(await within(menu).findByText('Ann, page 2')).toBeTruthy();
  });

  it('deletes a view once the admin confirms, and keeps it when they cancel', async () => {
    const user = userEvent.setup();
    const { requests } = serve([view(1, 'Frozen', 'frozen=true')]);
    renderAt('/user/list');
    let menu = await openViews(user);
    await user.click(await within(menu).findByRole('button', { name: 'Delete view "Frozen"' }));
    expect(screen.getByLabelText('address').textContent).toBe('/user/list');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    menu = await openViews(user);
    await user.click(within(menu).getByRole('button', { name: 'Delete view "Frozen"' }));
    // The dialog cancelled before may still be in the page, closed: the newest is the one asking now.
    await waitFor(() =>
      expect(screen.getAllByText('Are you sure you want to delete "Frozen"?')).toHaveLength(2),
    );
    await user.click(screen.getAllByRole('button', { name: 'Confirm' }).at(-1)!);
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/saved-views/1']),
    );
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    menu = await openViews(user);
    expect(await within(menu).findByText('No saved views on this screen yet')).toBeTruthy();
  });

  it('offers no save while the address holds nothing to keep', async () => {
    serve([]);
    renderAt('/user/list');
    expect(screen.getByRole('button', { name: /Save view/ }).hasAttribute('disabled')).toBe(true);
  });
});
