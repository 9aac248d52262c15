import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { z } from 'zod';
import { mustEnrolFirst } from '../../route-kit/access.ts';
import { Forbidden } from '../../core/errors.ts';
import { openApiWithAccess } from '../../route-kit/openapi-access.ts';
import { accessOfToken, type FoundAccess } from '../admins/access.ts';
import { audibleEvents } from './audience.ts';
import { originAllowed } from './origins.ts';

const authMessage = z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(200) });
/** How long a socket may stay open without having said who it is. */
export const AUTH_WITHIN_MS = 5_000;
const ACCESS_RECHECK_MS = 30_000;
const UNAUTHENTICATED = 4401;
const TWO_FACTOR_REQUIRED = 4403;

function tokenOf(raw: unknown): string | null {
  try {
    const parsed = authMessage.safeParse(JSON.parse(String(raw)));
    return parsed.success ? parsed.data.token : null;
  } catch {
    return null;
  }
}

// API.md /api/ws: signed-in admins hear withdrawal and investment events from every server process, each
// admin those of what they may read (audience.ts). A token never travels in the URL, where logs and
// Browser histories keep it: the socket's first message carries it.
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const stillAdmitted = async (token: string) => {
    const found = await accessOfToken(app.db, token, app.config.tokenIdleMs);
    return found && !mustEnrolFirst(found.access) ? found : found && 'enrol';
  };

  /** Sends the events this admin may hear until the socket closes or the token stops signing in. */
  const listen = (socket: WebSocket, token: string, found: FoundAccess) => {
    // A token can stop signing in, or its admin lose a permission, while the socket is open: the
    // socket asks again whenever the database announces an access change, and every half minute
    // besides (an expiry announces nothing).
    let audible = audibleEvents(found.access);
    const recheck = async () => {
      const now = await stillAdmitted(token).catch(() => undefined);
      if (now === null) socket.close(UNAUTHENTICATED, 'Unauthenticated.');
      else if (now === 'enrol') socket.close(TWO_FACTOR_REQUIRED, 'two_factor_required');
      else if (now) audible = audibleEvents(now.access);
    };
    const timer = setInterval(() => void recheck(), ACCESS_RECHECK_MS);
    timer.unref();
    const unsubscribe = app.events.subscribe((event) => {
      if (event.type === 'access.changed') void recheck();
      else if (audible.has(event.type) && socket.readyState === socket.OPEN)
        socket.send(JSON.stringify(event));
    });
    socket.on('close', () => {
      unsubscribe();
      clearInterval(timer);
    });
    // From here on the client hears every event: it may refetch what it missed while connecting.
    socket.send(JSON.stringify({ type: 'ready' }));
  };

  app.get(
    '/api/ws',
    {
      websocket: true,
      // The upgrade is open to anyone; the first message says which admin listens.
      config: {
        access: 'public',
        documentedAccess: 'admin',
        // @fastify/websocket hides its routes from the API docs; this one is part of the contract.
        swaggerTransform: ({ schema, ...rest }) =>
          openApiWithAccess({ ...rest, schema: { ...schema, hide: false } }),
      },
      schema: {
        summary: 'Hear events (WebSocket)',
        tags: ['events'],
        description: [
          'A WebSocket upgrade, never with a token in the URL: the first message is `{"type": "auth", "token": "<id>|<secret>"}`',
          `within ${AUTH_WITHIN_MS / 1000} seconds, else the socket closes with 4401. The server answers \`{"type": "ready"}\` and then`,
          'sends `{"type", "data"}` events (`withdrawal.created`, `withdrawal.reviewed`, `investment.created`,',
          '`investment.settled`) of what the admin may read. It closes with 4401 when the token stops signing in and',
          "with 4403 while the admin's role requires two-factor that is not on. A page whose `Origin` is neither this",
          'server nor one of `ALLOWED_ORIGINS` is answered 403.',
        ].join(' '),
        security: [],
      },
      // A page of another site must not open a socket in its visitor's name (the upgrade answers 403).
      preValidation: async (req) => {
        if (!originAllowed(req, app.config.allowedOrigins)) throw Forbidden();
      },
    },
    (socket) => {
      const deadline = setTimeout(() => socket.close(UNAUTHENTICATED, 'Unauthenticated.'), AUTH_WITHIN_MS);
      socket.on('close', () => clearTimeout(deadline));
      // The first message says who is listening; anything the browser sends after it is ignored.
      socket.once('message', (raw) => {
        clearTimeout(deadline);
        const token = tokenOf(raw);
        void (async () => {
          const found = token ? await stillAdmitted(token).catch(() => 'unknown' as const) : null;
          if (socket.readyState !== socket.OPEN) return;
          // The database did not answer: the client may try again.
          if (found === 'unknown') socket.close(1011, 'Try again.');
          else if (!token || !found) socket.close(UNAUTHENTICATED, 'Unauthenticated.');
          else if (found === 'enrol') socket.close(TWO_FACTOR_REQUIRED, 'two_factor_required');
          else listen(socket, token, found);
        })();
      });
    },
  );
};
