import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPermissionCode, type PermissionCode } from '@app/contracts';
import { holds } from '../core/actor.ts';
import { Forbidden, TwoFactorRequired, Unauthenticated } from '../core/errors.ts';
import { createAccessCache, type AccessCache } from '../modules/admins/access-cache.ts';
import { findLiveMemberToken } from '../modules/member/tokens.ts';
import { accessList, mustEnrolFirst, type RouteAccess } from '../route-kit/access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessCache: AccessCache;
  }
}

const isNamedAccess = (access: RouteAccess): access is 'public' | 'admin' | 'member' =>
  access === 'public' || access === 'admin' || access === 'member';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

// A write by any signed-in admin about themselves (sign out, password, two-factor), or by one who
// manages admins or roles: the database announces its access changes to every process, this one
// included, but a notice travels apart from the answer. This process forgets its remembered grants
// before answering, so the same client's next request never meets one.
const changesAccess = (method: string | string[], access: RouteAccess) =>
  [method].flat().some((m) => m !== 'GET' && m !== 'HEAD') &&
  accessList(access).some((code) => code === 'admin' || /^(admins|roles)\./.test(code));

// What an admin whose role requires two-factor may do before turning it on: read their profile
// and routes (the web app needs both to show the two-factor screen), enrol, and sign out.
const beforeTwoFactor = new Set([
  'GET /api/admins/me',
  'HEAD /api/admins/me',
  'GET /api/admins/me/routers/tree',
  'HEAD /api/admins/me/routers/tree',
  'POST /logout',
]);
/** Whether a route (its method or methods, and URL pattern) opens before two-factor is on. */
export const opensBeforeTwoFactor = (method: string | string[], url: string) =>
  /^\/user\/(confirmed-)?two-factor-/.test(url) ||
  [method].flat().some((m) => beforeTwoFactor.has(`${m} ${url}`));

async function accessPlugin(app: FastifyInstance) {
  const cache = createAccessCache(app.events, { idleMs: app.config.tokenIdleMs });
  app.decorate('accessCache', cache);
  app.addHook('onClose', async () => cache.close());
  app.decorateRequest('admin', null);
  app.decorateRequest('adminTokenId', null);
  app.decorateRequest('memberId', null);
  app.decorateRequest('memberTokenId', null);

  // The server is the only authority: a route without a declared access rule is a programming error.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    if (isNamedAccess(access)) return;
    const codes = accessList(access);
    if (!codes.length || !codes.every(isPermissionCode)) {
      throw new Error(`Route ${route.url} names an unknown permission ${String(access)}`);
    }
  });
  const forgetGrants = async () => cache.forget();
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !changesAccess(route.method, access)) return;
    route.config = { ...route.config, changesAccess: true }; // a new object: routes may share one config
    route.onSend = [route.onSend ?? []].flat().concat(forgetGrants);
  });

  // An answer for a signed-in caller is theirs alone; no browser or proxy keeps a copy.
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access && access !== 'public') reply.header('cache-control', 'no-store');
  });

  // Before validation: a caller without a token or the permission hears 401/403, never the route's field rules.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    if (access === 'member') {
      const member = token ? await findLiveMemberToken(app.db, token) : null;
      if (!member) throw Unauthenticated();
      request.memberId = member.userId;
      request.memberTokenId = member.id;
      return;
    }
    const found = token ? await cache.find(app.db, token) : null;
    if (!found) throw Unauthenticated();
    const admin = found.access;
    request.admin = admin;
    request.adminTokenId = found.tokenId;
    const { method, url = '' } = request.routeOptions;
    if (mustEnrolFirst(admin) && !opensBeforeTwoFactor(method, url)) throw TwoFactorRequired();
    if (access === 'admin') return;
    if (!holds(admin, accessList(access) as readonly PermissionCode[])) throw Forbidden();
  });
}

export const access = fp(accessPlugin, { name: 'access' });
