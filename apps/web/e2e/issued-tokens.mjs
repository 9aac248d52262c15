// Every token the run was issued, through the browser or the API helpers: the runner checks at the end
// that the server's log holds none of them.
export const issuedTokens = new Set();

/** Notes the token an answer carries (sign-in, registration), if any. */
export function noteIssued(body) {
  if (typeof body?.token === 'string' && body.token.includes('|')) issuedTokens.add(body.token);
}
