import { cleanup, render } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { FeedbackRegistration } from '../components/feedback-registration.tsx';
import { configureServerEvents } from '../api/server-events-hub.ts';
import { alsoOnLanguageChange } from '../i18n/index.ts';
import { activateAreaTexts } from '../i18n/area-texts.ts';
import { readAccessToken } from '../stores/access-token.ts';

// As the shell does: every language switch in a test brings the screens' texts too.
alsoOnLanguageChange(activateAreaTexts);
// As main.tsx does: the line to the server signs in with the stored token.
configureServerEvents({ getToken: readAccessToken });

// Notices raised by a component rendered without the shell are shown by an antd <App> of the test's own,
// so cleanup takes them away with the rest: antd's static fallback would leave them in the document for
// the worker's next files.
beforeEach(() => {
  render(createElement(App, null, createElement(FeedbackRegistration)));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
