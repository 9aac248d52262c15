import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from './feedback.ts';
import { answerOnlyWarning } from './feedback-kinds.ts';

/** Hands antd's context-aware message and modal to code outside components while the shell is up. */
export function FeedbackRegistration() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    registerFeedback({
      error: (content, key) => void message.open({ type: 'error', content, key }),
      dismiss: (key) => message.destroy(key),
      success: (content) => void message.success(content),
      info: (content) => void message.info(content),
      warning: (content) => void message.warning(content),
      warningDialog: (dialog) => modal.warning(answerOnlyWarning(dialog)),
    });
    return () => registerFeedback(null);
  }, [message, modal]);
  return null;
}
