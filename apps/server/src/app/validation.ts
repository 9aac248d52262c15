import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { NotFound, SchemaError } from '../core/errors.ts';

// Validation keeps zod's raw issues so the error handler can word them in the reader's language. A path
// whose params a route refuses names no record (`/api/users/0x1`): 404, as for any id that is not there.
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: httpPart === 'params' ? NotFound() : new SchemaError(result.error.issues) };
  };
