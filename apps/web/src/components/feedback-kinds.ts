import type { HttpCallbacks } from '../api/http.ts';

/**
 * The few kinds of feedback raised from outside React components (the request layer, sign-in): what the
 * shell's antd and the sign-in page's stand-in both provide.
 */
export interface Feedback {
  /** An error toast; a second call with the same key changes that toast's text. */
  error: (content: string, key: string) => void;
  dismiss: (key: string) => void;
  success: (content: string) => void;
  warningDialog: (dialog: Parameters<HttpCallbacks['showReloginDialog']>[0]) => void;
}
