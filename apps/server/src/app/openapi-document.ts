import type { SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { opensBeforeTwoFactor } from './access.ts';
import { documentedSchemas, UNTHROTTLED } from '../route-kit/openapi-access.ts';

const componentsOf = createJsonSchemaTransformObject({ schemaRegistry: documentedSchemas });

type Json = Record<string, unknown>;
interface Operation extends Json {
  parameters?: { in: string; name: string; schema?: Json; style?: string; explode?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, Json>;
  security?: Record<string, string[]>[];
  'x-access'?: string[];
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const answer = (description: string, extra: Json = {}) => ({ description, content: errorContent, ...extra });

// API.md "Errors", as the error handler (error-handler.ts) and the access hooks (access.ts) send them.
const errorAnswers = {
  BadRequest: answer(
    'A body that is not JSON, a content type the operation does not take, or a malformed URL.',
  ),
  Unauthenticated: answer('No token, or a bad, expired or revoked one ("Unauthenticated.").'),
  Forbidden: answer(
    'The token lacks the operation\'s permission ("This action is unauthorized."), or the admin\'s role requires two-factor that is not on yet (`"code": "two_factor_required"`).',
  ),
  NotFound: answer('No such record, or a path id not written in plain decimal digits.'),
  PayloadTooLarge: answer('The body is too large.'),
  UnsupportedCharset: answer('A body declared in a character set other than UTF-8.'),
  Invalid: answer(
    'Validation: every faulty field in `errors`; `message` is the first error, with "(and N more errors)" when there are more.',
  ),
  TooManyRequests: answer('Throttled: try again after `Retry-After` seconds.', {
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
  }),
  ServerError: answer('A fault of the server, logged under `request_id`; `message` names it too.'),
};
const use = (name: keyof typeof errorAnswers) => ({ $ref: `#/components/responses/${name}` });

/** Money-moving operations that honour an `Idempotency-Key` header (`idempotent()` in their routes). */
const idempotentOperations = new Set([
  'POST /api/users/{id}/balance',
  'POST /api/withdrawals/{id}/review',
  'POST /api/balance-adjustments/{id}/review',
  'POST /api/withdrawals/reviews',
  'POST /api/member/investments',
  'POST /api/member/withdrawals',
]);
const keyReused = 'The Idempotency-Key was used with another body.';
const idempotencyKey = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'A retry with the same key and body within 24 hours answers the first answer again and moves nothing; the same key with another body answers 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/**
 * Where a request may meet a record's state or a taken value (409, API.md): the operations and why.
 * The services throw these (`Conflict`, `Duplicate`, `uniqueOn`, `refuseTaken`, idempotency keys).
 */
const conflicts: Record<string, string> = {
  'POST /api/admins': 'The email is taken.',
  'PUT /api/admins/{id}':
    'The email is taken; an admin disabling themselves; the last enabled super admin disabled or demoted.',
  'DELETE /api/admins/{id}': 'An admin deleting themselves, or the last enabled super admin.',
  'POST /api/roles': 'The name is taken.',
  'PUT /api/roles/{id}': 'The name is taken, or the role of the last super admins stops being super.',
  'DELETE /api/roles/{id}': 'The role is in use.',
  'DELETE /api/system-menus/{id}': 'The menu has children.',
  'POST /api/departments': 'The code is taken.',
  'PUT /api/departments/{id}': 'The code is taken.',
  'DELETE /api/departments/{id}': 'The department has children or members.',
  'POST /api/dictionaries': 'The code is taken.',
  'PUT /api/dictionaries/{id}': 'The code is taken.',
  'POST /api/dictionaries/{code}/items': 'The value is taken in this dictionary.',
  'PUT /api/dictionary-items/{id}': 'The value is taken in this dictionary.',
  'DELETE /api/project-categories/{id}': 'The category is in use.',
  'DELETE /api/projects/{id}': 'The project has investments.',
  'POST /api/currencies': 'The code is taken.',
  'PUT /api/currencies/{id}': 'The code is taken.',
  'DELETE /api/currencies/{id}': 'The currency is the default.',
  'POST /api/channels': 'The code is taken.',
  'PUT /api/channels/{id}': 'The code is taken.',
  'POST /user/two-factor-authentication': 'Two-factor is already confirmed: disable it first.',
  'POST /api/withdrawals/{id}/review':
    'The withdrawal is not pending (or awaits a second approval, by another admin).',
  'POST /api/balance-adjustments/{id}/review':
    'The adjustment is decided already, or the admin reviewing it is the one who asked for it.',
  'POST /api/member/register': 'The name is taken.',
  'POST /api/saved-views': 'The admin already has a view of this name on this screen.',
};

/** Public operations that check their caller themselves. */
const ownRefusals: Record<string, string> = {
  'GET /metrics': 'Neither from this machine nor with `Authorization: Bearer <METRICS_TOKEN>`.',
  'GET /operations/backup':
    'Without `Authorization: Bearer <token>` holding the secret the server wrote beside its data folder.',
};

/** Operations that answer 404 without an id in their path. */
const notFoundWithoutId = new Set([
  'GET /user/two-factor-secret-key',
  'GET /api/currencies/default',
  // On PostgreSQL there is no embedded database to back up: pg_dump is the way.
  'GET /operations/backup',
]);

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function documentErrors(method: string, path: string, operation: Operation) {
  const access = operation['x-access'] ?? [];
  const key = `${method.toUpperCase()} ${path}`;
  const takesBody = Boolean(operation.requestBody) || !['GET', 'HEAD', 'DELETE'].includes(key.split(' ')[0]!);
  const takesQuery = operation.parameters?.some((p) => p.in === 'query') ?? false;
  const byAdmin = access.length > 0 && !access.includes('public') && !access.includes('member');
  const statuses: [string, Json][] = [
    ['400', use('BadRequest')],
    ['401', use('Unauthenticated')],
    ['403', key in ownRefusals ? answer(ownRefusals[key]!) : use('Forbidden')],
    ['404', use('NotFound')],
    ['409', answer([conflicts[key], idempotentOperations.has(key) && keyReused].filter(Boolean).join(' '))],
    ['413', use('PayloadTooLarge')],
    ['415', use('UnsupportedCharset')],
    ['422', use('Invalid')],
    ['429', use('TooManyRequests')],
    ['500', use('ServerError')],
  ];
  const applies: Record<string, boolean> = {
    '400': true,
    // A route that checks its caller in-band (the events socket's first message) declares `security: []`.
    '401': !access.includes('public') && operation.security?.length !== 0,
    '403': (byAdmin && !opensBeforeTwoFactor(method.toUpperCase(), path)) || key in ownRefusals,
    '404': /\{\w+\}/.test(path) || notFoundWithoutId.has(key),
    '409': key in conflicts || idempotentOperations.has(key),
    '413': takesBody,
    '415': takesBody,
    '422': takesBody || takesQuery,
    '429': !operation[UNTHROTTLED],
    '500': true,
  };
  const responses = (operation.responses ??= {});
  // An operation's own description of a status wins over the general one.
  for (const [status, response] of statuses)
    if (applies[status] && !responses[status]) responses[status] = response;
}

const csv = {
  description:
    'CSV, streamed as an attachment (`Content-Disposition: attachment; filename="<name>-yyyyMMddHHmmss.csv"`).',
  content: { 'text/csv': { schema: { type: 'string' } } },
};
/** Operations that answer in a format of their own. */
const ownAnswers: Record<string, Json> = {
  // OpenAPI knows no socket; a 2XX keeps the operation well-formed for linters and generators.
  'GET /api/ws': {
    '200': { description: 'Upgraded (101 Switching Protocols on the wire): the events socket.' },
  },
  'GET /metrics': {
    '200': {
      description: 'The Prometheus text exposition format.',
      content: { 'text/plain': { schema: { type: 'string' } } },
    },
  },
};
/** Reads that answer 204 (writes without an answer schema all do). */
const noContentReads = new Set(['GET /sanctum/csrf-cookie']);
/** Bodies the route schemas cannot say: a multipart upload is read by the handler, not validated. */
const uploads: Record<string, Json> = {
  'POST /api/files': {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          required: ['file'],
        },
      },
    },
  },
};

/**
 * The success answers a route's schema leaves out: 204 of writes that answer no body, the CSV of
 * exports, the bytes of a stored file, and the body of an upload.
 */
function documentAnswers(method: string, path: string, operation: Operation) {
  const key = `${method.toUpperCase()} ${path}`;
  const responses = (operation.responses ??= {});
  const ok = responses['200'];
  if (ok && !ok.content) {
    if (ownAnswers[key]) {
      delete responses['200'];
      Object.assign(responses, ownAnswers[key]);
    } else if (path.endsWith('/export')) responses['200'] = csv;
    else if (key === 'GET /files/{name}') {
      responses['200'] = {
        description: 'The file, with its type, cached for a year.',
        content: { 'image/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      };
    } else if (method !== 'get' || noContentReads.has(key)) {
      delete responses['200'];
      responses['204'] = { description: 'Done; no body.' };
    }
  }
  // fastify-swagger's placeholder for a response without a description.
  for (const [status, description] of [
    ['200', 'OK'],
    ['201', 'Created'],
  ] as const) {
    if (responses[status]?.description === 'Default Response') responses[status].description = description;
  }
  if (uploads[key]) operation.requestBody ??= uploads[key];
  if (idempotentOperations.has(key)) (operation.parameters ??= []).push(idempotencyKey);
}

/**
 * The operation's security as its access rule says: none for public operations, a member's or an
 * admin's bearer token for the rest.
 */
function documentSecurity(operation: Operation) {
  const access = operation['x-access'] ?? [];
  if (operation.security) return; // the route's own word
  if (access.includes('public')) operation.security = [];
  else if (access.includes('member')) operation.security = [{ memberToken: [] }];
  else operation.security = [{ adminToken: [] }];
}

/** A stable name for code generators: the method and the path's words, `{id}` read as "by id". */
export function operationIdOf(method: string, path: string) {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => segment.replace(/^\{(\w+)\}$/, 'by-$1'))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** API.md filters are `filter[name]=value`: the server parses brackets into an object (qs). */
function documentQueryObjects(operation: Operation) {
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query' || parameter.schema?.type !== 'object') continue;
    parameter.style = 'deepObject';
    parameter.explode = true;
  }
}

/** Drops the components no operation reaches (each named schema comes as input and output). */
function keepReachableSchemas(document: Json, schemas: Record<string, unknown>) {
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const name =
        key === '$ref' && typeof child === 'string'
          ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1]
          : undefined;
      if (name && !reached.has(name)) {
        reached.add(name);
        visit(schemas[name]);
      } else visit(child);
    }
  };
  visit({ ...document, components: { ...(document.components as Json), schemas: {} } });
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/**
 * The whole document, once every route is in it: named components, every error status an operation may
 * answer with the error schema, each operation's security, and `filter[...]` as the server reads it.
 */
/** Every operation the tables above name, as `METHOD /path`: a test checks each still exists. */
export const namedOperations = [
  ...idempotentOperations,
  ...Object.keys(conflicts),
  ...Object.keys(ownRefusals),
  ...notFoundWithoutId,
  ...Object.keys(ownAnswers),
  ...noContentReads,
  ...Object.keys(uploads),
];

export const completeDocument: SwaggerTransformObject = (input) => {
  const document = componentsOf(input) as Json & { paths?: Record<string, Record<string, unknown>> };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      documentAnswers(method, path, operation);
      documentErrors(method, path, operation);
      documentSecurity(operation);
      documentQueryObjects(operation);
      delete operation[UNTHROTTLED];
    }
  }
  const components: Json = { ...(document.components as Json), responses: errorAnswers };
  const completed = { ...document, components };
  keepReachableSchemas(completed, (components.schemas ?? {}) as Record<string, unknown>);
  return completed;
};
