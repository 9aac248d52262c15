import { z } from 'zod';

// Wrong values for a schema, read from its JSON Schema: for each field, a value of the wrong type, text
// too long or too short, numbers too big, too small or not whole, bad dates, a value that is not a
// choice, the field missing or null, a key the schema does not know. Each names the rules it breaks, so
// a test can tell a message that names some other rule.

export type Rule = 'required' | 'unknown' | 'type' | 'integer' | 'length' | 'range' | 'format' | 'choice';

export interface WrongValue {
  what: string;
  /** The whole input sent; the wrong value sits at `path`. */
  input: unknown;
  path: (string | number)[];
  broken: Rule[];
  /** The limit the value passes, which a message should name. */
  limit?: number;
}

interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  additionalProperties?: unknown;
  items?: Node;
  anyOf?: Node[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  $ref?: string;
}

type Wrong = Omit<WrongValue, 'input' | 'path'> & { value: unknown };

const badFormats: Record<string, string> = {
  date: '2024-13-45',
  'date-time': 'yesterday',
  email: 'not-an-email',
};

const jsonTypeOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** The JSON types a node takes; null when it takes anything. */
function typesOf(node: Node): Set<string> | null {
  if (node.anyOf) {
    const each = node.anyOf.map(typesOf);
    return each.includes(null) ? null : new Set(each.flatMap((types) => [...types!]));
  }
  if (node.const !== undefined) return new Set([jsonTypeOf(node.const)]);
  if (node.enum) return new Set(node.enum.map(jsonTypeOf));
  if (!node.type) return null;
  return new Set([node.type].flat().map((t) => (t === 'integer' ? 'number' : t)));
}

/** A value none of the node's types takes ("abc" first: paths and queries read numbers from text). */
function wrongTypeOf(node: Node): unknown {
  const types = typesOf(node);
  return types ? ['abc', true, 12345, [], {}].find((v) => !types.has(jsonTypeOf(v))) : undefined;
}

/** Text of `length` characters that the node's pattern takes, when one of a few letters makes it. */
function textOf(node: Node, length: number): { value: string; fits: boolean } {
  const pattern = node.pattern ? new RegExp(node.pattern) : null;
  const value = ['x', '1', 'A'].map((c) => c.repeat(length)).find((t) => !pattern || pattern.test(t));
  return value === undefined ? { value: 'x'.repeat(length), fits: false } : { value, fits: true };
}

function textCases(node: Node): Wrong[] {
  const cases: Wrong[] = [];
  const { minLength: min, maxLength: max } = node;
  if (max !== undefined) {
    const { value, fits } = textOf(node, max + 1);
    cases.push({
      what: `${max + 1} characters`,
      value,
      limit: max,
      broken: fits ? ['length'] : ['length', 'format'],
    });
  }
  if (min !== undefined && min > 0) {
    const { value, fits } = textOf(node, min - 1);
    const broken: Rule[] = [min === 1 ? 'required' : 'length', ...(fits ? [] : ['format' as const])];
    cases.push({ what: `${min - 1} characters`, value, limit: min === 1 ? undefined : min, broken });
  }
  if (node.format && badFormats[node.format])
    cases.push({ what: `a bad ${node.format}`, value: badFormats[node.format], broken: ['format'] });
  else if (node.pattern && !new RegExp(node.pattern).test('!!'))
    cases.push({
      what: 'text out of pattern',
      value: '!!',
      broken: (min ?? 0) > 2 ? ['format', 'length'] : ['format'],
    });
  return cases;
}

function numberCases(node: Node): Wrong[] {
  const cases: Wrong[] = [];
  const whole = [node.type].flat().includes('integer');
  const step = whole ? 1 : 0.5;
  const inRange = (v: number) =>
    (node.minimum === undefined || v >= node.minimum) &&
    (node.maximum === undefined || v <= node.maximum) &&
    (node.exclusiveMinimum === undefined || v > node.exclusiveMinimum);
  if (node.maximum !== undefined)
    cases.push({
      what: `above ${node.maximum}`,
      value: node.maximum + step,
      limit: node.maximum,
      broken: ['range'],
    });
  if (node.minimum !== undefined)
    cases.push({
      what: `below ${node.minimum}`,
      value: node.minimum - step,
      limit: node.minimum,
      broken: ['range'],
    });
  if (node.exclusiveMinimum !== undefined) {
    const at = node.exclusiveMinimum;
    cases.push({ what: `at ${at}`, value: at, limit: at, broken: ['range'] });
  }
  if (whole)
    cases.push({ what: '1.5', value: 1.5, broken: inRange(1.5) ? ['integer'] : ['integer', 'range'] });
  return cases;
}

function valueCases(node: Node, withType = true): Wrong[] {
  const wrong = wrongTypeOf(node);
  const cases: Wrong[] =
    withType && wrong !== undefined
      ? [{ what: `${JSON.stringify(wrong)} (wrong type)`, value: wrong, broken: ['type'] }]
      : [];
  const inner = node.anyOf?.filter((n) => n.type !== 'null');
  if (inner?.length === 1) return [...cases, ...valueCases(inner[0]!, false)];
  const rest = [node.type ?? []].flat().filter((t) => t !== 'null');
  if (Array.isArray(node.type) && rest.length === 1)
    return [...cases, ...valueCases({ ...node, type: rest[0] }, false)];
  if (node.enum || node.const !== undefined)
    cases.push({ what: 'not a choice', value: 'not-a-choice', broken: ['choice'] });
  else if (node.type === 'string') cases.push(...textCases(node));
  else if (node.type === 'integer' || node.type === 'number') cases.push(...numberCases(node));
  return cases;
}

const nullable = (node: Node) => typesOf(node)?.has('null') ?? true;

/** The input with `value` at `path`, each step an object (or a list for a number). */
function place(path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [first, ...rest] = path;
  const inner = place(rest, value);
  return typeof first === 'number' ? [inner] : { [first!]: inner };
}

function walk(root: Node, node: Node, path: (string | number)[], depth: number): WrongValue[] {
  if (node.$ref === '#') node = root;
  if (depth > 3) return [];
  const found: WrongValue[] = valueCases(node).map(({ value, ...c }) => ({
    ...c,
    path,
    input: place(path, value),
  }));
  const object = node.anyOf?.find((n) => n.type === 'object') ?? node;
  for (const [key, field] of Object.entries(object.properties ?? {})) {
    const at = [...path, key];
    found.push(...walk(root, field, at, depth + 1));
    if (!object.required?.includes(key)) continue;
    found.push({ what: 'missing', path: at, input: place(path, {}), broken: ['required'] });
    if (!nullable(field))
      found.push({ what: 'null', path: at, input: place(at, null), broken: ['required', 'type'] });
  }
  if (object.type === 'object' && object.additionalProperties === false) {
    const at = [...path, 'not_a_field'];
    found.push({ what: 'an unknown key', path: at, input: place(at, 1), broken: ['unknown'] });
  }
  const list = node.anyOf?.find((n) => n.type === 'array') ?? node;
  if (list.type === 'array' && list.items) {
    if (list.maxItems !== undefined) {
      const value = Array.from({ length: list.maxItems + 1 }, () => null);
      found.push({
        what: `${list.maxItems + 1} items`,
        path,
        input: place(path, value),
        limit: list.maxItems,
        broken: ['length'],
      });
    }
    found.push(...walk(root, list.items, [...path, 0], depth + 1));
  }
  return found;
}

/** Every wrong value the schema's JSON Schema lets us make. */
export function wrongValues(schema: z.ZodType): WrongValue[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
  return walk(root, root, [], 0);
}
