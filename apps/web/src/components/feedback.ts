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

export const showErrorToast = (content: string) => deliver((f) => f.error(content));
export const showSuccessToast = (content: string) => deliver((f) => f.success(content));
export const showReloginDialog: HttpCallbacks['showReloginDialog'] = (dialog) =>
  deliver((f) => f.warningDialog(dialog));
