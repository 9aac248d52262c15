import type { Captcha } from '@app/contracts/auth';
import { http } from './http.ts';

export type PasswordStep = { email: string; password: string; captcha_key?: string; captcha_code?: string };
export type SecondFactorStep =
  { challenge: string; code: string } | { challenge: string; recovery_code: string };

export type LoginAnswer = { kind: 'token'; token: string } | { kind: 'two-factor'; challenge: string };

export async function getCaptcha(): Promise<Captcha> {
  const { data } = await http.get<{ data: Captcha }>('/api/captcha');
  return data.data;
}

/** Spec §7: asked before every login; kept for servers that set a CSRF cookie. */
export async function requestCsrfCookie(): Promise<void> {
  await http.get('/sanctum/csrf-cookie');
}

export async function createToken(admin: PasswordStep | SecondFactorStep): Promise<LoginAnswer> {
  const { data } = await http.post<{ token: string } | { two_factor: true; challenge: string }>(
    '/api/tokens',
    {
      auth_type: 'admin',
      admin,
    },
  );
  return 'token' in data
    ? { kind: 'token', token: data.token }
    : { kind: 'two-factor', challenge: data.challenge };
}

export async function logout(): Promise<void> {
  await http.post('/logout');
}
