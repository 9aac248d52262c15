import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { CLIENT_TYPES_FILE, clientTypes, documentOfFreshServer } from './client-types.ts';

// npm run openapi:types: writes the client types from the document the server serves.
const types = await clientTypes(await documentOfFreshServer());
await writeFile(CLIENT_TYPES_FILE, types);
console.log(`wrote ${relative(process.cwd(), CLIENT_TYPES_FILE)}`);
