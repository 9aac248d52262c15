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

// One module instance for the file: its first test sees the script not yet loaded, the second loaded.
describe('the side menu, loaded apart from the shell', () => {
  beforeAll(inEnglish);

  it('shows nothing until its script is in, then the menu', async () => {
    render(menu());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await screen.findByRole('menuitem', { name: /System/ })).toBeTruthy();
  });

  it('shows the menu in its first render once the script is in: no empty frame first', async () => {
    await loadNavMenu();
    render(menu());
    expect(screen.getByRole('menuitem', { name: /System/ })).toBeTruthy();
  });
});
