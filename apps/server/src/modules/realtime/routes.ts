import type { FastifyPluginAsync } from 'fastify';
import type {} from '@fastify/websocket';
import { z } from 'zod';
import { accessOfToken } from '../admins/access.ts';
import { audibleEvents } from './audience.ts';

const query = z.object({ token: z.string().max(200).optional() });

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
      if (!found) {
        socket.close(4401, 'Unauthenticated.');
        return;
      }
      const audible = audibleEvents(found.access);
      const unsubscribe = app.events.subscribe((event) => {
        if (audible.has(event.type) && socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      });
      socket.on('close', unsubscribe);
      socket.on('message', () => {
        // The channel only speaks to the browser; what the browser sends is ignored.
      });
    },
  );
};
