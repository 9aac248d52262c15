// The specs' `test`: Playwright's, with the server the global set-up started (`baseURL`, and `baseUrl` and
// `serverLog` for the specs), and a context that fails its test when a request leaves the app's origin
// (DESIGN.md §5: the app works on a network with nothing but its own server) and notes every token the
// browser is issued, for the server-log check at the end of the run.
import { test as base, type Request, type Response } from '@playwright/test';
import { noteIssued } from './issued-tokens.ts';

export { expect } from '@playwright/test';

// The answers that carry a token: the browser's sign-ins are noted as they pass.
const TOKEN_ANSWERS = /\/api\/(tokens|member\/tokens|member\/register)$/;

function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is unset: run the specs through playwright.config.ts, whose global set-up starts the server`,
    );
  return value;
}

type Fixtures = {
  /** The server's address, without a trailing slash. */
  baseUrl: string;
  /** The file the server's log is written to. */
  serverLog: string;
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, provide) => provide(fromSetup('E2E_BASE_URL')),
  // eslint-disable-next-line no-empty-pattern
  baseUrl: async ({}, provide) => provide(fromSetup('E2E_BASE_URL')),
  // eslint-disable-next-line no-empty-pattern
  serverLog: async ({}, provide) => provide(fromSetup('E2E_SERVER_LOG')),
  context: async ({ context, baseUrl }, provide) => {
    const foreign: string[] = [];
    const onRequest = (request: Request) => {
      const url = request.url();
      if (!url.startsWith(`${baseUrl}/`) && !/^(data|blob|about):/.test(url)) foreign.push(url);
    };
    const onResponse = (response: Response) => {
      if (TOKEN_ANSWERS.test(new URL(response.url()).pathname) && response.status() === 201)
        response.json().then(noteIssued, () => undefined);
    };
    context.on('request', onRequest);
    context.on('response', onResponse);
    await provide(context);
    // The context may serve the worker's next test (the config's reuseContext): the next test listens anew.
    context.off('request', onRequest);
    context.off('response', onResponse);
    if (foreign.length) throw new Error(`requests left the app's origin: ${foreign.join(', ')}`);
  },
});
