import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { alsoOnLanguageChange } from '../i18n/index.ts';
import { activateAreaTexts } from '../i18n/area-texts.ts';

// As the shell does: every language switch in a test brings the screens' texts too.
alsoOnLanguageChange(activateAreaTexts);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
