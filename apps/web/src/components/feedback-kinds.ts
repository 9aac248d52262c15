import type { HttpCallbacks } from '../api/http.ts';

/**
 * The app's notices, raised from anywhere (components, the request layer, sign-in) through
 * components/feedback.ts: what the shell's antd and the sign-in page's stand-in both provide.
 */
export interface Feedback {
  /** An error toast; a second call with the same key changes that toast's text. */
  error: (content: string, key: string) => void;
  dismiss: (key: string) => void;
  success: (content: string) => void;
  info: (content: string) => void;
  warning: (content: string) => void;
  warningDialog: (dialog: Parameters<HttpCallbacks['showReloginDialog']>[0]) => void;
}

/** A warning the user must answer (a session ended): no close button, Escape or click outside. */
export const answerOnlyWarning = (dialog: Parameters<Feedback['warningDialog']>[0]) => ({
  ...dialog,
  closable: false,
  keyboard: false,
  mask: { closable: false },
});
