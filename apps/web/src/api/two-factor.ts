import type { TwoFactorConfirm, TwoFactorPassword, TwoFactorQrCode } from '@app/contracts/auth';
import { http } from './http.ts';

// The signed-in admin's own two-factor authentication (API.md "Two-factor").

/** A new secret and recovery codes; two-factor is on once a code from the authenticator confirms it. */
export async function beginTwoFactor(body: TwoFactorPassword): Promise<void> {
  await http.post('/user/two-factor-authentication', body);
}

export async function confirmTwoFactor(body: TwoFactorConfirm): Promise<void> {
  await http.post('/user/confirmed-two-factor-authentication', body);
}

export async function turnOffTwoFactor(body: TwoFactorPassword): Promise<void> {
  await http.delete('/user/two-factor-authentication', { body });
}

export async function getTwoFactorQrCode(): Promise<TwoFactorQrCode> {
  return (await http.get<TwoFactorQrCode>('/user/two-factor-qr-code')).data;
}

export async function getTwoFactorSecretKey(): Promise<string> {
  return (await http.get<{ secretKey: string }>('/user/two-factor-secret-key')).data.secretKey;
}

export async function getRecoveryCodes(): Promise<string[]> {
  return (await http.get<string[]>('/user/two-factor-recovery-codes')).data;
}

export async function regenerateRecoveryCodes(): Promise<void> {
  await http.post('/user/two-factor-recovery-codes');
}
