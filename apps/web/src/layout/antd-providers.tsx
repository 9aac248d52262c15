import { App, ConfigProvider, theme } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { useMemo, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { FeedbackRegistration } from '../components/feedback-registration.tsx';
import { useComponentLocale } from '../i18n/component-locales.ts';
import { useSettings, type LayoutSize } from '../stores/settings.ts';
import { readableComponentTokens, readableThemeTokens } from './readable-theme.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

// Spec "layout size" → antd's component size.
const componentSizeOf: Record<LayoutSize, SizeType> = { large: 'large', default: 'medium', small: 'small' };

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
  // Made again only when a setting it follows changes: antd hashes a new theme object to find its styles.
  const appTheme = useMemo(
    () => ({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      // Links (the grids' row actions among them) take antd's info colour unless told otherwise.
      token: { ...readableThemeTokens(themeColor, mode), motion: !reducedMotion },
      components: readableComponentTokens(themeColor, mode),
    }),
    [themeColor, mode, reducedMotion],
  );
  return (
    <ConfigProvider locale={locale} componentSize={componentSizeOf[size]} theme={appTheme}>
      <App>
        <FeedbackRegistration />
        {children}
      </App>
    </ConfigProvider>
  );
}
