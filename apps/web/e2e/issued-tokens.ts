// Every token the run was issued, through the browser or the API helpers: the run checks at the end that
// the server's log holds none of them. The tests run in worker processes and the check in the main one,
// so the tokens are noted in a file the global set-up names (E2E_TOKENS_FILE).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export const TOKENS_FILE_VARIABLE = 'E2E_TOKENS_FILE';

/** Notes the token an answer carries (sign-in, registration), if any. */
export function noteIssued(body: unknown): void {
  if (typeof body !== 'object' || body === null || !('token' in body)) return;
  const { token } = body;
  const file = process.env[TOKENS_FILE_VARIABLE];
  if (typeof token === 'string' && token.includes('|') && file) appendFileSync(file, `${token}\n`);
}

/** The tokens noted so far in `file`. */
export function issuedTokens(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
}
