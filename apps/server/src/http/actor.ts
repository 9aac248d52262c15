import type { FastifyRequest } from 'fastify';
import { currentAdmin } from './access.ts';

/** Who is acting and from where: what every audited write records. */
export interface Actor {
  adminId: number | null;
  ip: string | null;
}

export function actorOf(request: FastifyRequest): Actor {
  return { adminId: currentAdmin(request).id, ip: request.ip };
}
