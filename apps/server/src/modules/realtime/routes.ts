import type { FastifyPluginAsync } from 'fastify';
import type {} from '@fastify/websocket';
import { z } from 'zod';
import { accessOfToken } from '../admins/access.ts';
import { audibleEvents } from './audience.ts';

const query = z.object({ token: z.string().max(200).optional() });
const ACCESS_RECHECK_MS = 30_000;

// API.md /api/ws: signed-in admins hear withdrawal and investment events from every server process, each
// admin those of what they may read (audience.ts).
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/ws',
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    async (socket, req) => {
      // Browsers cannot set headers on a WebSocket, so the token travels in the query (API.md).
      const { token } = query.parse(req.query);
      const found = token ? await accessOfToken(app.db, token) : null;
      if (!token || !found) {
        socket.close(4401, 'Unauthenticated.');
        return;
      }
      // A token can stop signing in, or its admin lose a permission, while the socket is open: the
      // socket asks again whenever the database announces an access change, and every half minute
      // besides (an expiry announces nothing).
      let audible = audibleEvents(found.access);
      const recheck = async () => {
        const now = await accessOfToken(app.db, token).catch(() => undefined);
        if (now === null) socket.close(4401, 'Unauthenticated.');
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
      socket.on('message', () => {
        // The channel only speaks to the browser; what the browser sends is ignored.
      });
    },
  );
};
