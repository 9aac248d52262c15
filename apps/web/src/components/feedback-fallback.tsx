import { ConfigProvider, message, Modal, theme } from 'antd';
import { useComponentLocale } from '../i18n/component-locales.ts';
import { readableThemeTokens } from '../layout/readable-theme.ts';
import { useSettings } from '../stores/settings.ts';
import { answerOnlyWarning, type Feedback } from './feedback-kinds.ts';

// antd's static feedback, themed like the rest of the app (used where no antd <App> is mounted).
ConfigProvider.config({
  holderRender: (children) => {
    const { theme: mode, themeColor } = useSettings.getState();
    return (
      <ConfigProvider
        locale={useComponentLocale.getState().antd}
        theme={{
          algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: readableThemeTokens(themeColor, mode),
        }}
      >
        {children}
      </ConfigProvider>
    );
  },
});

// An error toast opens a tick later with the last text given for its key: antd's static queue can lose
// a change of text made at once (a sentence moved under its field as the toast was raised).
const pendingErrors = new Map<string, string>();

function openError(content: string, key: string): void {
  if (!pendingErrors.has(key)) {
    setTimeout(() => {
      const last = pendingErrors.get(key);
      pendingErrors.delete(key);
      if (last !== undefined) void message.open({ type: 'error', content: last, key });
    }, 0);
  }
  pendingErrors.set(key, content);
}

function dismiss(key: string): void {
  if (pendingErrors.delete(key)) return;
  message.destroy(key);
}

export const fallbackFeedback: Feedback = {
  error: openError,
  dismiss,
  success: (content) => void message.success(content),
  info: (content) => void message.info(content),
  warning: (content) => void message.warning(content),
  warningDialog: (dialog) => Modal.warning(answerOnlyWarning(dialog)),
};
