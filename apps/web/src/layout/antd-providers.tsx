import { App, ConfigProvider, theme } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { useEffect, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { registerFeedback } from '../components/feedback.ts';
import { useComponentLocale } from '../i18n/component-locales.ts';
import { useSettings, type LayoutSize } from '../stores/settings.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

// Spec "layout size" → antd's component size.
const componentSizeOf: Record<LayoutSize, SizeType> = { large: 'large', default: 'medium', small: 'small' };

/** Hands antd's context-aware message and modal to code outside components while the shell is up. */
function FeedbackRegistration() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    registerFeedback({
      error: (content, key) => void message.open({ type: 'error', content, key }),
      dismiss: (key) => message.destroy(key),
      success: (content) => void message.success(content),
      warningDialog: ({ title, content, okText, onOk }) =>
        modal.warning({
          title,
          content,
          okText,
          onOk,
          closable: false,
          keyboard: false,
          mask: { closable: false },
        }),
    });
    return () => registerFeedback(null);
  }, [message, modal]);
  return null;
}

/**
 * antd's theme (colour, light/dark), size and locale from the settings (spec §2 settings panel). Its
 * motion (zooming dialogs, sliding drawers) is off when the system asks for reduced motion.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { themeColor, mode, size } = useSettings(
    useShallow((s) => ({ themeColor: s.themeColor, mode: s.theme, size: s.size })),
  );
  const locale = useComponentLocale((s) => s.antd);
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={locale}
      componentSize={componentSizeOf[size]}
      theme={{
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        // Links (the grids' row actions among them) take antd's info colour unless told otherwise.
        token: { colorPrimary: themeColor, colorLink: themeColor, motion: !reducedMotion },
      }}
    >
      <App>
        <FeedbackRegistration />
        {children}
      </App>
    </ConfigProvider>
  );
}
