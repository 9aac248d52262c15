import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from '../../api/auth.ts';
import { ApiRequestError } from '../../api/http.ts';
import { showSuccessToast } from '../../components/feedback.ts';
import { applyLanguage } from '../../i18n/index.ts';
import { ACCESS_TOKEN_KEY } from '../../stores/access-token.ts';
import LoginPage from './index.tsx';

vi.mock('../../api/auth.ts', () => ({
  getCaptcha: vi.fn(),
  requestCsrfCookie: vi.fn(),
  createToken: vi.fn(),
}));
vi.mock('../../components/feedback.ts', () => ({ showSuccessToast: vi.fn(), shownInPlace: vi.fn() }));

const api = vi.mocked(auth);

function openLogin(at = '/login?redirect=%2Fsystem%2Fadmin%3Fpage%3D2') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <p>signed-in page</p> },
    ],
    { initialEntries: [at] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return Object.assign(router, { unmount });
}

const fill = async (label: string, text: string) => userEvent.type(await screen.findByLabelText(label), text);

describe('login page', () => {
  beforeAll(() => applyLanguage('en'));
  beforeEach(() => {
    vi.resetAllMocks();
    api.getCaptcha.mockResolvedValue({ key: 'k1', image: 'data:image/svg+xml;base64,', enabled: false });
    api.requestCsrfCookie.mockResolvedValue();
  });
  afterEach(() => vi.useRealTimers());

  it('prompts for the email and the password when they are missing, without calling the server', async () => {
    openLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.createToken).not.toHaveBeenCalled();
  });

  it('asks for the CSRF cookie, signs in, stores the token and returns to the redirect query', async () => {
    api.createToken.mockResolvedValue({ kind: 'token', token: '7|secret' });
    const router = openLogin();
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await fill('Email', ' admin@example.com ');
    await fill('Password', 'admin123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('signed-in page');
    expect(api.requestCsrfCookie.mock.invocationCallOrder[0]).toBeLessThan(
      api.createToken.mock.invocationCallOrder[0]!,
    );
    expect(api.createToken).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'admin123' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('Bearer 7|secret');
    expect(showSuccessToast).toHaveBeenCalledWith('Login succeeded');
    expect(router.state.location.pathname + router.state.location.search).toBe('/system/admin?page=2');
  });

  it('shows the captcha when the server asks for it, sends it, and fetches a new one after a failure', async () => {
    api.getCaptcha.mockResolvedValue({ key: 'k1', image: 'data:image/svg+xml;base64,', enabled: true });
    api.createToken.mockRejectedValue(new Error('These credentials do not match our records.'));
    openLogin();
    await fill('Email', 'admin@example.com');
    await fill('Password', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter the captcha')).toBeTruthy();

    await fill('Captcha', 'ab12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.getCaptcha).toHaveBeenCalledTimes(2));
    expect(api.createToken).toHaveBeenCalledWith({
      email: 'admin@example.com',
      password: 'wrong-password',
      captcha_key: 'k1',
      captcha_code: 'ab12',
    });
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows a refused sign-in under the field the server names, and clears it on typing', async () => {
    const refusal = 'These credentials do not match our records.';
    api.createToken.mockRejectedValue(new ApiRequestError(refusal, 422, { email: [refusal] }));
    openLogin();
    await fill('Email', 'admin@example.com');
    await fill('Password', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await fill('Email', 'x');
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('shows a refused second-factor code under the code', async () => {
    const refusal = 'The two-factor code is invalid.';
    api.createToken
      .mockResolvedValueOnce({ kind: 'two-factor', challenge: '3|challenge' })
      .mockRejectedValueOnce(new ApiRequestError(refusal, 422, { 'admin.code': [refusal] }));
    openLogin('/login');
    await fill('Email', 'admin@example.com');
    await fill('Password', 'admin123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await fill('Code', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  // The server's sentence says "in 3 seconds" for good; the page counts it down in the user's language.
  const throttled = 'Too many login attempts. Please try again in 3s.';

  it("counts a throttled sign-in's wait down each second, then clears it", async () => {
    api.createToken.mockRejectedValue(new ApiRequestError(throttled, 429, { email: [throttled] }, 3));
    openLogin();
    await fill('Email', 'admin@example.com');
    await fill('Password', 'admin123');
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    const email = screen.getByLabelText('Email');
    const shown = () => document.getElementById('login-email-error')?.textContent;
    expect(shown()).toBe('Too many login attempts. Please try again in 3s.');
    expect(screen.getByRole('alert').textContent).toBe(shown());
    for (const left of [2, 1]) {
      act(() => vi.advanceTimersByTime(1000));
      expect(shown()).toBe(`Too many login attempts. Please try again in ${left}s.`);
    }
    // Changed each second, but said aloud only when it appeared.
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBeUndefined();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("counts a throttled code's wait down in the user's language, and leaves no timer behind", async () => {
    await applyLanguage('vn');
    api.createToken
      .mockResolvedValueOnce({ kind: 'two-factor', challenge: '3|challenge' })
      .mockRejectedValueOnce(new ApiRequestError(throttled, 429, { 'admin.code': [throttled] }, 60));
    const page = openLogin('/login');
    try {
      await fill('Email', 'admin@example.com');
      await fill('Mật khẩu', 'admin123');
      await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
      await fill('Mã', '123456');
      vi.useFakeTimers();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Xác minh' })));
      expect(screen.getByRole('alert').textContent).toBe(
        'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 60 giây.',
      );
      act(() => vi.advanceTimersByTime(1500));
      expect(screen.getByText('Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 59 giây.')).toBeTruthy();
      page.unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      await applyLanguage('en');
    }
  });

  it('keeps the email, and asks for the password again, when the admin goes back from the code step', async () => {
    api.createToken.mockResolvedValueOnce({ kind: 'two-factor', challenge: '3|challenge' });
    openLogin('/login');
    await fill('Email', 'admin@example.com');
    await fill('Password', 'admin123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('Email')).toHaveProperty('value', 'admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('asks for the second factor, with a code or a recovery code, when the server answers two_factor', async () => {
    api.createToken
      .mockResolvedValueOnce({ kind: 'two-factor', challenge: '3|challenge' })
      .mockResolvedValueOnce({ kind: 'token', token: '8|secret' });
    openLogin('/login');
    await fill('Email', 'admin@example.com');
    await fill('Password', 'admin123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    await fill('Code', '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the 6-digit code')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await fill('Recovery code', 'abcdefghij-klmnopqrst');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('signed-in page');
    expect(api.createToken).toHaveBeenLastCalledWith({
      challenge: '3|challenge',
      recovery_code: 'abcdefghij-klmnopqrst',
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('Bearer 8|secret');
  });

  it('switches the page language without a reload', async () => {
    openLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Tiếng Việt' }));
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
