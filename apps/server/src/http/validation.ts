import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { SchemaError } from './errors.ts';

// Validation keeps zod's raw issues so the error handler can word them in the reader's language.
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new SchemaError(result.error.issues) };
  };
