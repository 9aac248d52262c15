import type { HttpCallbacks } from '../api/http.ts';

/** The few kinds of feedback raised from outside React components (the request layer, sign-in). */
export interface Feedback {
  error: (content: string) => void;
  success: (content: string) => void;
  warningDialog: (dialog: Parameters<HttpCallbacks['showReloginDialog']>[0]) => void;
}

let mounted: Feedback | null = null;

/** The shell registers antd's context-aware feedback here while it is mounted. */
export function registerFeedback(feedback: Feedback | null): void {
  mounted = feedback;
}

// Before the shell is up (the login page) antd is not loaded yet; it comes on the first notice.
async function fallback(): Promise<Feedback> {
  return (await import('./feedback-fallback.tsx')).fallbackFeedback;
}

function deliver(notice: (feedback: Feedback) => void): void {
  if (mounted) notice(mounted);
  else void fallback().then(notice);
}

// antd keeps a toast up for 3 s. While one is up, the same sentence from another request (two calls
// refused alike, a retry refused again) is not stacked under it.
const TOAST_MS = 3000;
const errorsOnScreen = new Set<string>();

export function showErrorToast(content: string): void {
  if (errorsOnScreen.has(content)) return;
  errorsOnScreen.add(content);
  setTimeout(() => errorsOnScreen.delete(content), TOAST_MS);
  deliver((f) => f.error(content));
}
export const showSuccessToast = (content: string) => deliver((f) => f.success(content));
export const showReloginDialog: HttpCallbacks['showReloginDialog'] = (dialog) =>
  deliver((f) => f.warningDialog(dialog));
