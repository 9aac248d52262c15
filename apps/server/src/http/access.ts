import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionCode } from '@app/contracts';
import { isPermissionCode } from '@app/contracts';
import type { AdminAccess } from '../modules/admins/access.ts';
import { createAccessCache, type AccessCache } from '../modules/admins/access-cache.ts';
import { findLiveMemberToken } from '../modules/member/tokens.ts';
import { Forbidden, Unauthenticated } from './errors.ts';

/**
 * What a route demands of its caller; every route must say (checked when routes are registered).
 * A list of codes lets in an admin holding any one of them (a screen that needs a list to act on).
 */
export type RouteAccess = 'public' | 'admin' | 'member' | PermissionCode | readonly PermissionCode[];

const isNamedAccess = (access: RouteAccess): access is 'public' | 'admin' | 'member' =>
  access === 'public' || access === 'admin' || access === 'member';

/** A route's rule as a list: its one name or code, or the codes of which one suffices. */
export const accessList = (access: RouteAccess): readonly string[] =>
  typeof access === 'string' ? [access] : access;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Set by the access plugin: the route may change who signs in or what they may do. */
    changesAccess?: boolean;
  }
  interface FastifyInstance {
    accessCache: AccessCache;
  }
  interface FastifyRequest {
    admin: AdminAccess | null;
    adminTokenId: number | null;
    memberId: number | null;
  }
}

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

async function accessPlugin(app: FastifyInstance) {
  const cache = createAccessCache(app.events);
  app.decorate('accessCache', cache);
  app.addHook('onClose', async () => cache.close());
  app.decorateRequest('admin', null);
  app.decorateRequest('adminTokenId', null);
  app.decorateRequest('memberId', null);

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

  // Before validation: a caller without a token or the permission hears 401/403, never the route's field rules.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    if (access === 'member') {
      const member = token ? await findLiveMemberToken(app.db, token) : null;
      if (!member) throw Unauthenticated();
      request.memberId = member.userId;
      return;
    }
    const found = token ? await cache.find(app.db, token) : null;
    if (!found) throw Unauthenticated();
    const admin = found.access;
    request.admin = admin;
    request.adminTokenId = found.tokenId;
    if (access === 'admin' || admin.isSuper) return;
    const codes = accessList(access);
    if (!admin.permissions.some((p) => codes.includes(p.name))) throw Forbidden();
  });
}

export const access = fp(accessPlugin, { name: 'access' });

/** The signed-in admin of a route that demanded one. */
export function currentAdmin(request: FastifyRequest): AdminAccess & { tokenId: number } {
  if (!request.admin || request.adminTokenId === null) throw Unauthenticated();
  return { ...request.admin, tokenId: request.adminTokenId };
}

/** The signed-in member of a member route. */
export function currentMemberId(request: FastifyRequest): number {
  if (request.memberId === null) throw Unauthenticated();
  return request.memberId;
}
