import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureServerEvents } from '../api/server-events-hub.ts';
import { alsoOnLanguageChange } from '../i18n/index.ts';
import { activateAreaTexts } from '../i18n/area-texts.ts';
import { readAccessToken } from '../stores/access-token.ts';

// As the shell does: every language switch in a test brings the screens' texts too.
alsoOnLanguageChange(activateAreaTexts);
// As main.tsx does: the line to the server signs in with the stored token.
configureServerEvents({ getToken: readAccessToken });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
