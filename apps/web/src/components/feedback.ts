import type { HttpCallbacks } from '../api/http.ts';
import { readRequestTexts } from '../api/request-texts.ts';
import type { Feedback } from './feedback-kinds.ts';

export type { Feedback } from './feedback-kinds.ts';

let mounted: Feedback | null = null;

/** The shell registers antd's context-aware feedback here while it is mounted. */
export function registerFeedback(feedback: Feedback | null): void {
  mounted = feedback;
}

// Before the shell is up (the login page) antd is not loaded yet; it comes on the first notice. Notices
// wait in one queue, delivered in order and together, so a toast and the change of its text that follows
// at once reach antd in the same turn.
let fallbackLoad: Promise<Feedback> | null = null;
let waiting: ((feedback: Feedback) => void)[] = [];

function deliver(notice: (feedback: Feedback) => void): void {
  if (mounted) {
    notice(mounted);
    return;
  }
  waiting.push(notice);
  fallbackLoad ??= import('./feedback-fallback.tsx').then((module) => module.fallbackFeedback);
  void fallbackLoad.then((feedback) => {
    const due = waiting;
    waiting = [];
    for (const queued of due) queued(feedback);
  });
}

// antd keeps a toast up for 3 s. While one is up, the same sentence from another request (two calls
// refused alike, a retry refused again) is not stacked under it.
const TOAST_MS = 3000;
// Each sentence toasted in the last TOAST_MS, with the key of its toast.
const errorsOnScreen = new Map<string, string>();
let toastCount = 0;

function remember(sentence: string, key: string): void {
  errorsOnScreen.set(sentence, key);
  setTimeout(() => {
    if (errorsOnScreen.get(sentence) === key) errorsOnScreen.delete(sentence);
  }, TOAST_MS);
}

export function showErrorToast(content: string): void {
  if (errorsOnScreen.has(content)) return;
  toastCount += 1;
  const key = `error-${toastCount}`;
  remember(content, key);
  deliver((f) => f.error(content, key));
}

/**
 * A screen now shows these sentences in place: under a form's field, on a filter. Spec §8's toast
 * stays, but says that the request failed instead, so no sentence is on screen twice.
 */
export function shownInPlace(sentences: Iterable<string>): void {
  for (const sentence of sentences) {
    const key = errorsOnScreen.get(sentence);
    if (key === undefined) continue;
    errorsOnScreen.delete(sentence);
    const failed = readRequestTexts().operationFailed;
    if (errorsOnScreen.has(failed)) {
      deliver((f) => f.dismiss(key));
    } else {
      remember(failed, key);
      deliver((f) => f.error(failed, key));
    }
  }
}
export const showSuccessToast = (content: string) => deliver((f) => f.success(content));
export const showInfoToast = (content: string) => deliver((f) => f.info(content));
export const showWarningToast = (content: string) => deliver((f) => f.warning(content));
export const showReloginDialog: HttpCallbacks['showReloginDialog'] = (dialog) =>
  deliver((f) => f.warningDialog(dialog));
