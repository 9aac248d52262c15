/** A role's or an admin's reach: super, or these permissions by name. */
export interface Reach {
  isSuper: boolean;
  permissions: readonly string[];
}

/**
 * Whether `target` lies within `actor`'s reach (DESIGN.md §5): a super admin reaches everything; anyone
 * else no super role or admin and no permission they lack. The server refuses what lies beyond; the web
 * greys it with the same rule.
 */
export function withinReach(actor: Reach, target: Reach): boolean {
  if (actor.isSuper) return true;
  return !target.isSuper && target.permissions.every((code) => actor.permissions.includes(code));
}
