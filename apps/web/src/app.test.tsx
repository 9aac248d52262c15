import { FastColor } from '@ant-design/fast-color';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoot } from './app.tsx';
import { contrastRatio } from './components/readable-shade.ts';
import { useSettings } from './stores/settings.ts';

const cssVar = (name: string) => new FastColor(document.documentElement.style.getPropertyValue(name));

describe('the root', () => {
  afterEach(() => useSettings.getState().change('theme', 'light'));

  it.each(['#409EFF', '#13C2C2', '#52C41A', '#FFFF00'])(
    'gives plain CSS the theme colour %s and its shades that read: under a white label, and as words on the sign-in page',
    (colour) => {
      useSettings.getState().change('themeColor', colour);
      const router = createMemoryRouter([{ path: '/', element: <p>page</p> }]);
      const { unmount } = render(<AppRoot router={router} />);
      expect(document.documentElement.style.getPropertyValue('--app-primary')).toBe(colour);
      expect(contrastRatio(cssVar('--app-primary-solid'), new FastColor('#ffffff'))).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio(cssVar('--app-primary-text'), new FastColor('#f0f5ff'))).toBeGreaterThanOrEqual(
        4.5,
      );
      act(() => useSettings.getState().change('theme', 'dark'));
      expect(contrastRatio(cssVar('--app-primary-text'), new FastColor('#1f1f1f'))).toBeGreaterThanOrEqual(
        4.5,
      );
      unmount();
    },
  );
});
