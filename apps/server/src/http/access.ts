import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionCode } from '@app/contracts';
import { isPermissionCode } from '@app/contracts';
import { accessOfToken, type AdminAccess } from '../modules/admins/access.ts';
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

async function accessPlugin(app: FastifyInstance) {
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
    const found = token ? await accessOfToken(app.db, token) : null;
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
