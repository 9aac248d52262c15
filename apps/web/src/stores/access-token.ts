// Spec §9: the token lives in localStorage under accessToken, stored as "Bearer <token>"; presence = signed in.
export const ACCESS_TOKEN_KEY = 'accessToken';

export function readAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function storeAccessToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, `Bearer ${token}`);
}

export function clearAccessToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
}

export function isSignedIn(): boolean {
  return readAccessToken() !== null;
}
