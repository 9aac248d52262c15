import type { FastifyRequest } from 'fastify';
import type { PermissionCode } from '@app/contracts';
import { currentAdmin } from './access.ts';

/** Who is acting and from where: what every audited write records. */
export interface Actor {
  adminId: number | null;
  ip: string | null;
  /** The token the admin acts with: a change of one's own password keeps this session. */
  tokenId?: number;
}

export function actorOf(request: FastifyRequest): Actor {
  const admin = currentAdmin(request);
  return { adminId: admin.id, ip: request.ip, tokenId: admin.tokenId };
}

/** Whether the signed-in admin holds a permission; super admins hold every one (DESIGN.md §5). */
export function holds(request: FastifyRequest, code: PermissionCode): boolean {
  const admin = currentAdmin(request);
  return admin.isSuper || admin.permissions.some((p) => p.name === code);
}
