import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../api/http.ts';
import type { Transport } from '../api/transport.ts';
import { AntdProviders } from '../layout/antd-providers.tsx';
import { showErrorToast, showReloginDialog, shownInPlace } from './feedback.ts';

const failWith =
  (status: number, data: unknown): Transport =>
  () =>
    Promise.resolve({ data, status, headers: {} });

/** The request layer wired to antd's feedback the way main.tsx wires it, inside the shell's providers. */
function appClient(transport: Transport) {
  const relogin = vi.fn();
  const client = createHttpClient(
    {
      getToken: () => 'Bearer 1|secret',
      getLanguage: () => 'zh-cn',
      showError: showErrorToast,
      showReloginDialog,
      relogin,
      isSessionLoaded: () => true,
    },
    transport,
  );
  render(<AntdProviders>{null}</AntdProviders>);
  return { client, relogin };
}

describe('request feedback on screen', () => {
  it('shows the re-login warning on 401 and relogs in when the admin confirms', async () => {
    const { client, relogin } = appClient(failWith(401, { message: 'Unauthenticated.' }));
    await expect(client.get('/api/admins/me')).rejects.toMatchObject({ status: 401 });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('当前页面已失效，请重新登录')).toBeTruthy();
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    expect(relogin).not.toHaveBeenCalled();
    // antd spaces out a two-character Chinese button label.
    await userEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    expect(relogin).toHaveBeenCalledTimes(1);
  });

  it('shows the message and each other field error as toasts, each sentence once', async () => {
    const { client } = appClient(
      failWith(422, {
        message: 'Name is taken.',
        errors: { name: ['Name is taken.'], code: ['Code is invalid.'] },
      }),
    );
    await expect(client.post('/api/roles', {})).rejects.toThrow('Name is taken.');
    expect(await screen.findByText('Code is invalid.')).toBeTruthy();
    expect(screen.getAllByText('Name is taken.')).toHaveLength(1);
  });

  it('does not stack a second toast of a sentence already on screen', async () => {
    const { client } = appClient(failWith(500, { message: 'The ledger is busy.' }));
    await Promise.allSettled([client.get('/api/funds'), client.get('/api/funds/totals')]);
    await expect(client.get('/api/funds')).rejects.toThrow('The ledger is busy.');
    expect(await screen.findByText('The ledger is busy.')).toBeTruthy();
    // Give any late toast the time to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('The ledger is busy.')).toHaveLength(1);
  });

  it('says a sentence shown under its field once: its toast then says that the request failed', async () => {
    const { client } = appClient(
      failWith(422, {
        message: 'The current password is incorrect.',
        errors: { current_password: ['The current password is incorrect.'] },
      }),
    );
    const refused = await client.patch('/api/admins/me/password', {}).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 422 });
    await screen.findByText('The current password is incorrect.');
    // What a form does with the answer: the field shows the sentence.
    shownInPlace(['The current password is incorrect.']);
    expect(await screen.findByText('操作失败')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('The current password is incorrect.')).toBeNull();
    expect(screen.getAllByText('操作失败')).toHaveLength(1);
  });

  it('keeps one "failed" toast, in the stored language, when several sentences go to their fields', async () => {
    localStorage.setItem('requestLanguages', JSON.stringify({ operationFailed: 'Operation failed' }));
    const { client } = appClient(
      failWith(422, {
        message: 'Name is needed.',
        errors: { name: ['Name is needed.'], code: ['Code is too long.'] },
      }),
    );
    await client.post('/api/roles', {}).catch(() => undefined);
    await screen.findByText('Code is too long.');
    shownInPlace(['Name is needed.', 'Code is too long.']);
    await screen.findByText('Operation failed');
    // The second toast leaves: antd animates it out (an animation this DOM never ends).
    await waitFor(() =>
      expect(
        screen.queryByText('Code is too long.')?.closest('.ant-message-notice')?.className ?? 'gone',
      ).toMatch(/leave|gone/),
    );
    expect(screen.queryByText('Name is needed.')).toBeNull();
    expect(screen.getAllByText('Operation failed')).toHaveLength(1);
    localStorage.removeItem('requestLanguages');
  });

  it('leaves a toast whose sentence no field shows', async () => {
    const { client } = appClient(failWith(409, { message: 'Already reviewed.' }));
    await client.post('/api/withdrawals/1/review', {}).catch(() => undefined);
    await screen.findByText('Already reviewed.');
    shownInPlace(['Something else.']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Already reviewed.')).toHaveLength(1);
    expect(screen.queryByText('操作失败')).toBeNull();
  });
});
