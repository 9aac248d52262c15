import { isDeepStrictEqual } from 'node:util';
import { Ajv, type ErrorObject } from 'ajv';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** An answer its route's contract does not allow: a fault of the server, answered as a 500 and logged. */
export class ResponseOutsideContract extends Error {
  constructor(method: string, url: string, cause: unknown) {
    super(`The answer of ${method} ${url} is outside its contract`, { cause });
    this.name = 'ResponseOutsideContract';
  }
}

/** Writes one answer as JSON, or throws when it breaks its contract. */
export type WriteResponse = (data: unknown) => string;

// Contracts are plain objects, numbers, strings, enums and nullables: their JSON Schema is checked by a
// compiled validator and written by a compiled serializer, together a third of zod's parse and
// JSON.stringify on a page of investments (decision 0008). Formats are carried by patterns too, which
// Ajv checks; it knows no format of its own here.
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });

/** zod drops keys its object does not name; JSON Schema's closed object would refuse them instead. */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => !(key === 'additionalProperties' && value === false) && key !== '$schema',
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, openObjects(value)]));
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  ajv.errorsText(errors, { dataVar: 'response' });

/**
 * The compiled check and writer of a response schema, or undefined when JSON Schema cannot say all that
 * zod would check (a transform, a refinement on the output, a date object).
 */
export function compileResponseWriter(schema: z.ZodType): WriteResponse | undefined {
  if (hasRefinements(schema)) return undefined;
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  const validate = ajv.compile(openObjects(json) as object);
  const stringify = fastJsonStringify(json as unknown as Schema);
  return (data) => {
    if (!validate(data)) throw new Error(describe(validate.errors));
    return stringify(data);
  };
}

/** zod's own check, for schemas JSON Schema cannot express. */
const zodWriter =
  (schema: z.ZodType): WriteResponse =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw result.error;
    return JSON.stringify(result.data) as string;
  };

/** Both writers on every answer: a difference in what they refuse or write is an error (the test suite). */
const crossChecked =
  (compiled: WriteResponse, byZod: WriteResponse): WriteResponse =>
  (data) => {
    const outcome = (write: WriteResponse): { text: string } | { error: unknown } => {
      try {
        return { text: write(data) };
      } catch (error) {
        return { error };
      }
    };
    const mine = outcome(compiled);
    const zods = outcome(byZod);
    if ('error' in mine && 'error' in zods) throw mine.error;
    // The compiled writer puts an object's required fields first: the same JSON, the keys in another order.
    if ('text' in mine && 'text' in zods && isDeepStrictEqual(JSON.parse(mine.text), JSON.parse(zods.text))) {
      return mine.text;
    }
    throw new Error(
      `response writers disagree: compiled ${'text' in mine ? mine.text : String(mine.error)}, ` +
        `zod ${'text' in zods ? zods.text : String(zods.error)}`,
    );
  };

const CROSS_CHECK = process.env.RESPONSE_CROSS_CHECK === '1';

// Routes of every app built in one process (the tests build many) share their contract's schema objects.
const writers = new WeakMap<z.ZodType, WriteResponse>();

function writerOf(schema: z.ZodType): WriteResponse {
  let writer = writers.get(schema);
  if (!writer) {
    const compiled = compileResponseWriter(schema);
    const byZod = zodWriter(schema);
    writer = compiled && CROSS_CHECK ? crossChecked(compiled, byZod) : (compiled ?? byZod);
    writers.set(schema, writer);
  }
  return writer;
}

/**
 * Responses are checked against their contract, and only the contract's fields are written. Compiled on
 * a route's first answer, so starting the server (and each test's app) costs nothing per route.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  let writer: WriteResponse | undefined;
  return (data) => {
    writer ??= writerOf(schema);
    try {
      return writer(data);
    } catch (cause) {
      throw new ResponseOutsideContract(method, url, cause);
    }
  };
};

/** Whether a schema or any schema inside it carries a refinement, which JSON Schema leaves out. */
function hasRefinements(schema: z.ZodType): boolean {
  const seen = new Set<z.ZodType>();
  const visit = (node: z.ZodType): boolean => {
    if (seen.has(node)) return false;
    seen.add(node);
    const def = node._zod.def as unknown as Record<string, unknown> & {
      checks?: { _zod: { def: { check: string } } }[];
    };
    if (def.checks?.some((c) => c._zod.def.check === 'custom')) return true;
    return childrenOf(def).some(visit);
  };
  return visit(schema);
}

function childrenOf(def: Record<string, unknown>): z.ZodType[] {
  const found: z.ZodType[] = [];
  const add = (value: unknown) => {
    if (value instanceof z.ZodType) found.push(value);
    else if (Array.isArray(value)) value.forEach(add);
  };
  for (const key of [
    'innerType',
    'element',
    'valueType',
    'keyType',
    'in',
    'out',
    'left',
    'right',
    'options',
    'items',
    'rest',
  ]) {
    add(def[key]);
  }
  if (def.type === 'lazy') add((def.getter as () => unknown)());
  const shape = def.shape as Record<string, unknown> | undefined;
  if (shape) Object.values(shape).forEach(add);
  return found;
}
