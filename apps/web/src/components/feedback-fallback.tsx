import { ConfigProvider, message, Modal, theme } from 'antd';
import { useComponentLocale } from '../i18n/component-locales.ts';
import { useSettings } from '../stores/settings.ts';
import type { Feedback } from './feedback.ts';

// antd's static feedback, themed like the rest of the app (used where no antd <App> is mounted).
ConfigProvider.config({
  holderRender: (children) => {
    const { theme: mode, themeColor } = useSettings.getState();
    return (
      <ConfigProvider
        locale={useComponentLocale.getState().antd}
        theme={{
          algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: { colorPrimary: themeColor },
        }}
      >
        {children}
      </ConfigProvider>
    );
  },
});

export const fallbackFeedback: Feedback = {
  error: (content) => void message.error(content),
  success: (content) => void message.success(content),
  warningDialog: ({ title, content, okText, onOk }) =>
    Modal.warning({
      title,
      content,
      okText,
      onOk,
      closable: false,
      keyboard: false,
      mask: { closable: false },
    }),
};
