import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { buildApp } from '../app/app.ts';

/** Where the typed client of the API lives: the browser specs' helpers type their calls with it. */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../../../web/e2e/api-types.d.ts', import.meta.url));

const header = [
  '// The API as the server documents it (GET /api/openapi.json), typed by openapi-typescript.',
  '// Do not edit: `npm run openapi:types` writes it, and a server test fails while it differs from the document.',
  '',
  '',
].join('\n');

/** The document exactly as the server serves it. */
export async function servedDocument(app: FastifyInstance): Promise<OpenAPI3> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  return res.json<OpenAPI3>();
}

/** The client types of a document, formatted as the repository formats its code. */
export async function clientTypes(document: OpenAPI3): Promise<string> {
  const text = header + astToString(await openapiTS(document, { silent: true }));
  const options = await resolveConfig(CLIENT_TYPES_FILE);
  return format(text, { ...options, filepath: CLIENT_TYPES_FILE });
}

/**
 * The served document of a server on an empty embedded database (the document depends on the routes
 * alone, not on data or configuration).
 */
export async function documentOfFreshServer(): Promise<OpenAPI3> {
  const database = await openDatabase({});
  const app = await buildApp({ config: testConfig(), database });
  try {
    await app.ready();
    return await servedDocument(app);
  } finally {
    await app.close();
    await database.close();
  }
}
