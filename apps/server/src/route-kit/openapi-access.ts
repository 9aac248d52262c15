import { z } from 'zod';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema, departmentSchema, routeItemSchema, systemMenuSchema } from '@app/contracts';
import { accessList } from './access.ts';

/**
 * Schemas the document names as components. A recursive schema (a tree whose nodes hold children) must
 * be one: inline, its self-reference would point at a component nobody wrote.
 */
export const documentedSchemas = z.registry<z.GlobalMeta>();
documentedSchemas.add(apiErrorSchema, { id: 'Error' });
documentedSchemas.add(systemMenuSchema, { id: 'SystemMenu' });
documentedSchemas.add(routeItemSchema, { id: 'RouteItem' });
documentedSchemas.add(departmentSchema, { id: 'Department' });

/** Marks an operation the rate limit leaves alone (`config.rateLimit: false`); the document drops it. */
export const UNTHROTTLED = 'x-unthrottled';

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: documentedSchemas });
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The route schemas as OpenAPI (zod → JSON schema), each operation also saying who may call it as
 * `x-access`: `public`, `admin` (any admin), `member`, or the permission codes of which one suffices.
 * Staff setting up roles read it in the API docs screen.
 */
export function openApiWithAccess(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const access = input.route.config?.documentedAccess ?? input.route.config?.access;
  if (!access) return result;
  // Read (and dropped) by completeDocument: a route the rate limit leaves alone is never answered 429.
  const unthrottled = input.route.config?.rateLimit === false ? { [UNTHROTTLED]: true } : {};
  return {
    ...result,
    schema: { ...result.schema, 'x-access': accessList(access), ...unthrottled },
  };
}
