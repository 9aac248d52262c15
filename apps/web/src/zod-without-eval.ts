// The web app's `zod` (vite.config.ts points the bare specifier here): zod itself, set to check values
// without compiling code. zod's object schemas otherwise try `new Function` as they are built, which the
// server's Content-Security-Policy forbids (script-src 'self') and the browser reports as a violation.
// This module's body runs after zod loads and before any module that imports `zod` builds a schema.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
