import { existsSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import qs from 'qs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseCommonPasswords } from '@app/contracts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { createEventBus, type EventBus } from '../events/bus.ts';
import { sessionRoutes } from '../modules/auth/routes.ts';
import { meRoutes } from '../modules/admins/me-routes.ts';
import { adminRoutes } from '../modules/admins/routes.ts';
import { auditLogRoutes } from '../modules/audit-logs/routes.ts';
import { departmentRoutes } from '../modules/departments/routes.ts';
import { dictionaryRoutes } from '../modules/dictionaries/routes.ts';
import { roleRoutes } from '../modules/roles/routes.ts';
import { systemMenuRoutes } from '../modules/system-menus/routes.ts';
import { balanceAdjustmentRoutes } from '../modules/balance-adjustments/routes.ts';
import { balanceRecordRoutes } from '../modules/balance-records/routes.ts';
import { categoryRoutes } from '../modules/categories/routes.ts';
import { channelRoutes } from '../modules/channels/routes.ts';
import { currencyRoutes } from '../modules/currencies/routes.ts';
import { savedViewRoutes } from '../modules/saved-views/routes.ts';
import { dashboardRoutes } from '../modules/dashboard/routes.ts';
import { fileRoutes } from '../modules/files/routes.ts';
import { fundRoutes } from '../modules/funds/routes.ts';
import { investmentRoutes } from '../modules/investments/routes.ts';
import { memberRoutes } from '../modules/member/routes.ts';
import { realtimeRoutes } from '../modules/realtime/routes.ts';
import { projectRoutes } from '../modules/projects/routes.ts';
import { settingsRoutes } from '../modules/settings/routes.ts';
import { userRoutes } from '../modules/users/routes.ts';
import { withdrawalBulkReviewRoutes } from '../modules/withdrawals/bulk-review-routes.ts';
import { withdrawalRoutes } from '../modules/withdrawals/routes.ts';
import { drawCaptcha, type CaptchaDrawer } from '../modules/captcha/service.ts';
import { secretBox, type SecretBox } from '../crypto/secret-box.ts';
import { isCommonPassword } from '../modules/auth/common-passwords.ts';
import { databaseThrottle, redisThrottle, type LoginThrottle } from '../modules/auth/login-throttle.ts';
import { MAX_FILE_BYTES } from '../modules/files/service.ts';
import { healthRoutes } from '../modules/health/routes.ts';
import { metrics } from '../modules/metrics/plugin.ts';
import { metricsRoutes } from '../modules/metrics/routes.ts';
import { backupRoutes } from '../modules/backup/routes.ts';
import { report } from '../core/signals.ts';
import { permissionRoutes } from '../modules/permissions/routes.ts';
import { twoFactorRoutes } from '../modules/two-factor/routes.ts';
import { access } from './access.ts';
import { openApiWithAccess } from '../route-kit/openapi-access.ts';
import { completeDocument } from './openapi-document.ts';
import { refuseForeignCharsets } from './body-charset.ts';
import { securityHeaders } from './security-headers.ts';
import { registerErrorHandlers } from './error-handler.ts';
import { responseSerializerCompiler } from '../route-kit/response-serializer.ts';
import { zodValidatorCompiler } from './validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    captchaDrawer: CaptchaDrawer;
    events: EventBus;
    secretBox: SecretBox;
    loginThrottle: LoginThrottle;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  captchaDrawer?: CaptchaDrawer;
}

async function openRedis(app: FastifyInstance, url: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}

export const BODY_LIMIT = 1024 * 1024;

// The answers every operation may give besides its own (API.md "Errors"), for readers of the OpenAPI document.
const apiDescription = [
  'Every error is `{"message", "errors"?}` in the `Accept-Language` language; answers for a signed-in caller carry `Cache-Control: no-store`.',
  '- 400: a body that is not JSON. 401: no token, or a bad, expired or revoked one. 413: a body too large.',
  '- 403: the token lacks the operation\'s permission; or `{"message", "code": "two_factor_required"}` when the admin\'s role requires two-factor that is not on yet (only their profile, routes tree, the two-factor operations and logout answer).',
  '- 404: no such route or record, and any path whose id is not written in plain decimal digits (`0x1`, `1e0`, `01`, ` 1`).',
  '- 415: a body declared in a character set other than UTF-8.',
  '- 422: validation, each faulty field in `errors`. 429: throttled, with `Retry-After`.',
].join('\n');
const WEB_ASSETS_PREFIX = '/assets/';
const exportCompression = {
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 }, flush: zlib.BROTLI_OPERATION_FLUSH },
  zlibOptions: { level: 1, flush: zlib.Z_SYNC_FLUSH },
};
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    // A request that reaches a closing server on a kept-alive connection is still answered (with
    // `Connection: close`), not refused with 503: the load balancer sends the client's next one elsewhere.
    return503OnClosing: false,
    // API.md filters are written filter[name]=value: parse brackets into objects, shallowly and bounded.
    routerOptions: {
      querystringParser: (query: string) =>
        qs.parse(query, { depth: 1, arrayLimit: 100, parameterLimit: 200 }),
    },
  }).withTypeProvider<ZodTypeProvider>();

  // API.md: JSON in and out; any other body type is a 400, not a string handed to a handler.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(zodValidatorCompiler);
  // Every schema with a new password (admins, members, their own changes) refuses the most common ones.
  refuseCommonPasswords(isCommonPassword);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('captchaDrawer', options.captchaDrawer ?? drawCaptcha);
  if (!config.appKey) throw new Error('buildApp needs config.appKey (resolveAppKey in main.ts)');
  app.decorate('secretBox', secretBox(config.appKey, config.previousAppKeys));
  // With several processes the counters must be shared (DESIGN.md §6): in Redis when there is one; else
  // requests are counted in memory and sign-in attempts in the database.
  const redis = config.redisUrl ? await openRedis(app, config.redisUrl) : undefined;
  app.decorate(
    'loginThrottle',
    redis ? redisThrottle(redis, config.redisPrefix) : databaseThrottle(database.db),
  );
  const events = await createEventBus(database);
  app.decorate('events', events);
  app.addHook('onClose', () => events.close());
  registerErrorHandlers(app);
  refuseForeignCharsets(app);

  await app.register(securityHeaders);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(metrics);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Requests always carry an address; an in-process WebSocket upgrade (tests) may not.
    keyGenerator: (request) => request.ip ?? 'local',
    // The web app's hashed files are immutable and cheap to serve: one page load fetches dozens, and
    // an office behind one address would otherwise spend its API allowance on scripts.
    allowList: (request) => request.url.startsWith(WEB_ASSETS_PREFIX),
    onExceeded: () => report({ type: 'throttle.refused', kind: 'rate_limit' }),
    // API.md promises Retry-After on a 429; counting headers on every answer would only cost time.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}fastify-rate-limit-` } : {}),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Investment back-office API', version: '1.0.0', description: apiDescription },
      // The API is answered by the server that serves this document, under the same origin.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          adminToken: { type: 'http', scheme: 'bearer', description: 'An admin token from POST /api/tokens.' },
          memberToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A member token from POST /api/member/tokens or /api/member/register.',
          },
        },
      },
    },
    transform: openApiWithAccess,
    transformObject: completeDocument,
  });

  // Docs and the built web app are open by nature; they are registered before the access rules apply.
  const webDist = config.webDist ?? defaultWebDist;
  if (existsSync(webDist)) {
    // The build writes a brotli and a gzip copy of each text file (apps/web/vite-compressed-copies.ts):
    // the one the browser accepts is sent as it is. Registered before on-the-fly compression, which has
    // nothing to add to these files.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be fresh.
        res.header(
          'cache-control',
          path.includes(WEB_ASSETS_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // Answers from here on (JSON, exports, the API docs) above 1 KB are compressed as they are sent when
  // the client asks.
  app.addHook('onRoute', (route) => {
    // An upgraded socket is no HTTP answer.
    if (route.websocket) route.compress = false;
    // An export (API.md: the list's URL with /export) streams tens of megabytes: at the fastest levels,
    // so the compressor does not hold up the download.
    else if (route.url.endsWith('/export')) route.compress = exportCompression;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // Each chunk of a stream (an export) leaves compressed as it comes: left to itself, brotli would
    // hold some 8 MB of rows before sending the first byte.
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4 },
      flush: zlib.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/api/openapi.json' } });

  await app.register(access);
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(backupRoutes);
  await app.register(sessionRoutes);
  await app.register(meRoutes);
  await app.register(permissionRoutes);
  await app.register(twoFactorRoutes);
  await app.register(adminRoutes);
  await app.register(roleRoutes);
  await app.register(systemMenuRoutes);
  await app.register(departmentRoutes);
  await app.register(dictionaryRoutes);
  await app.register(auditLogRoutes);
  await app.register(categoryRoutes);
  await app.register(projectRoutes);
  await app.register(fileRoutes);
  await app.register(settingsRoutes);
  await app.register(userRoutes);
  await app.register(balanceRecordRoutes);
  await app.register(balanceAdjustmentRoutes);
  await app.register(investmentRoutes);
  await app.register(withdrawalRoutes);
  await app.register(withdrawalBulkReviewRoutes);
  await app.register(fundRoutes);
  await app.register(dashboardRoutes);
  await app.register(channelRoutes);
  await app.register(currencyRoutes);
  await app.register(savedViewRoutes);
  await app.register(memberRoutes);
  await app.register(realtimeRoutes);
  return app;
}
