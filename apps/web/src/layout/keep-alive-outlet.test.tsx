import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppRouteMeta } from '../router/app-route.ts';
import { useTags } from '../stores/tags.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { useTagTracking } from './use-tag-tracking.ts';

const meta = (title: string, keepAlive: boolean): { meta: AppRouteMeta } => ({
  meta: { title, icon: null, hidden: false, alwaysShow: false, keepAlive, roles: [] },
});

function Note({ label }: { label: string }) {
  return <input aria-label={label} />;
}

function Frame() {
  useTagTracking();
  return <KeepAliveOutlet />;
}

function start(): DataRouter {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Frame,
        children: [
          { path: 'kept', handle: meta('kept', true), element: <Note label="kept note" /> },
          { path: 'other-kept', handle: meta('other', true), element: <Note label="other note" /> },
          { path: 'plain', handle: meta('plain', false), element: <Note label="plain note" /> },
        ],
      },
    ],
    { initialEntries: ['/kept'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const go = (router: DataRouter, path: string) => act(() => router.navigate(path));

describe('<KeepAliveOutlet>', () => {
  beforeEach(() => useTags.setState({ visited: [], generations: {} }));

  it('keeps a kept-alive page with its typed input while another tab is shown', async () => {
    const router = start();
    await userEvent.type(await screen.findByRole('textbox', { name: 'kept note' }), 'half-typed');
    await go(router, '/other-kept');
    expect(screen.queryByRole('textbox', { name: 'kept note' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'other note' }), 'second');
    await go(router, '/kept');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'kept note' }).value).toBe('half-typed');
    await go(router, '/other-kept');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'other note' }).value).toBe('second');
  });

  it('mounts a page without keepAlive afresh on every visit', async () => {
    const router = start();
    await go(router, '/plain');
    await userEvent.type(screen.getByRole('textbox', { name: 'plain note' }), 'gone');
    await go(router, '/kept');
    await go(router, '/plain');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'plain note' }).value).toBe('');
  });

  it('mounts a kept-alive page afresh after a refresh or after its tag closed', async () => {
    const router = start();
    await userEvent.type(await screen.findByRole('textbox', { name: 'kept note' }), 'before refresh');
    act(() => useTags.getState().refresh('/kept'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'kept note' }).value).toBe('');

    await userEvent.type(screen.getByRole('textbox', { name: 'kept note' }), 'before close');
    await go(router, '/plain');
    act(() => useTags.getState().close('/kept'));
    await go(router, '/kept');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'kept note' }).value).toBe('');
  });
});
