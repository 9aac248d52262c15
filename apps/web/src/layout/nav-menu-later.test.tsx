import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../components/crud/kit-fixtures.tsx';
import type { AppRoute } from '../router/app-route.ts';
import { loadNavMenu, NavMenuLater } from './nav-menu-later.tsx';

const routes: AppRoute[] = [
  {
    path: 'system',
    fullPath: '/system',
    name: 'System',
    meta: {
      title: 'System',
      icon: 'setting',
      hidden: false,
      alwaysShow: true,
      keepAlive: true,
      roles: ['ADMIN'],
    },
    view: { kind: 'not-found' },
    children: [],
  },
];

const menu = () => (
  <App>
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/system']}>
        <NavMenuLater routes={routes} mode="inline" />
      </MemoryRouter>
    </QueryClientProvider>
  </App>
);

// Whether its script is in when a test begins depends on the tests before it in the worker; showing
// nothing until it comes, and at once after, is components/loaded-apart.tsx's, tested there.
describe('the side menu, loaded apart from the shell', () => {
  beforeAll(inEnglish);

  it('shows the menu of the routes once its script is in', async () => {
    render(menu());
    expect(await screen.findByRole('menuitem', { name: /System/ })).toBeTruthy();
  });

  it('shows the menu in its first render once the script is in', async () => {
    await loadNavMenu();
    render(menu());
    expect(screen.getByRole('menuitem', { name: /System/ })).toBeTruthy();
  });
});
