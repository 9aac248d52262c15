import type { FastifyRequest } from 'fastify';
import type { PermissionCode } from '@app/contracts';
import type { Actor, AdminAccess } from '../core/actor.ts';
import { Unauthenticated } from '../core/errors.ts';

/**
 * What a route demands of its caller; every route must say (checked when routes are registered).
 * A list of codes lets in an admin holding any one of them (a screen that needs a list to act on).
 */
export type RouteAccess = 'public' | 'admin' | 'member' | PermissionCode | readonly PermissionCode[];

/** A route's rule as a list: its one name or code, or the codes of which one suffices. */
export const accessList = (access: RouteAccess): readonly string[] =>
  typeof access === 'string' ? [access] : access;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Set by the access plugin: the route may change who signs in or what they may do. */
    changesAccess?: boolean;
    /** Who the API docs say may call a route that checks its caller itself (the events socket). */
    documentedAccess?: RouteAccess;
  }
  interface FastifyRequest {
    admin: AdminAccess | null;
    adminTokenId: number | null;
    memberId: number | null;
    memberTokenId: number | null;
  }
}

/** Signed-in admins whose role requires two-factor that is not on yet. */
export const mustEnrolFirst = (admin: AdminAccess) => admin.twoFactorRequired && !admin.twoFactorEnabled;

/** The signed-in admin of a route that demanded one. */
export function currentAdmin(request: FastifyRequest): AdminAccess & { tokenId: number } {
  if (!request.admin || request.adminTokenId === null) throw Unauthenticated();
  return { ...request.admin, tokenId: request.adminTokenId };
}

/** The signed-in admin as the actor of an audited write. */
export function actorOf(request: FastifyRequest): Actor {
  const admin = currentAdmin(request);
  return {
    adminId: admin.id,
    ip: request.ip,
    tokenId: admin.tokenId,
    grants: { isSuper: admin.isSuper, permissions: admin.permissions.map((p) => p.name) },
  };
}

/** The signed-in member of a member route. */
export function currentMemberId(request: FastifyRequest): number {
  if (request.memberId === null) throw Unauthenticated();
  return request.memberId;
}

/** The token the signed-in member of a member route came with. */
export function currentMemberTokenId(request: FastifyRequest): number {
  if (request.memberTokenId === null) throw Unauthenticated();
  return request.memberTokenId;
}
