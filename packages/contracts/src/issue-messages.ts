import type { z } from 'zod';
import type { MessageParams } from './message-params.ts';
import { messageKeys, type ValidationKey } from './validation.ts';

// Every zod issue as one of our message keys with the values it names, so no text of zod's own reaches a
// reader: a schema's own key where it gave one, otherwise a key chosen from what the issue says.

type Issue = z.core.$ZodIssue;

/** A field's message: where it is, which text, and the values the text names (a limit, the choices). */
export interface FieldMessage {
  path: PropertyKey[];
  key: ValidationKey;
  params: MessageParams;
}

const keys = new Set<string>(Object.values(messageKeys));
const isValidationKey = (message: string): message is ValidationKey => keys.has(message);

const typeKeys: Record<string, ValidationKey> = {
  number: messageKeys.number,
  nan: messageKeys.number,
  int: messageKeys.integer,
  bigint: messageKeys.integer,
  string: messageKeys.text,
  boolean: messageKeys.boolean,
  array: messageKeys.list,
  tuple: messageKeys.list,
  set: messageKeys.list,
  object: messageKeys.object,
  record: messageKeys.object,
  map: messageKeys.object,
  date: messageKeys.date,
};

const formatKeys: Record<string, ValidationKey> = {
  email: messageKeys.email,
  url: messageKeys.webAddress,
  date: messageKeys.date,
  datetime: messageKeys.datetime,
  time: messageKeys.datetime,
};

const isNumeric = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';
const isCollection = (origin: string) => origin === 'array' || origin === 'set';
// Up to this many choices are named in the message; a longer list (sort fields, permissions) is not.
const CHOICES_NAMED = 10;

/** The values an issue's text may name. */
function paramsOf(issue: Issue): MessageParams {
  switch (issue.code) {
    case 'too_big':
      return { max: Number(issue.maximum) };
    case 'too_small':
      return { min: Number(issue.minimum) };
    case 'not_multiple_of':
      return { divisor: Number(issue.divisor) };
    case 'invalid_value':
      return { values: issue.values.map(String).join(', ') };
    case 'custom':
      return (issue.params ?? {}) as MessageParams;
    default:
      return {};
  }
}

function keyOf(issue: Issue): ValidationKey {
  if (isValidationKey(issue.message)) return issue.message;
  const missing = 'input' in issue && issue.input == null;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? messageKeys.required : (typeKeys[issue.expected] ?? messageKeys.invalid);
    case 'too_big':
      if (issue.origin === 'string') return messageKeys.maxLength;
      if (isCollection(issue.origin)) return messageKeys.maxItems;
      return isNumeric(issue.origin) && issue.inclusive === false ? messageKeys.lessThan : messageKeys.max;
    case 'too_small':
      // Text of at least one character is text that is there at all.
      if (issue.origin === 'string')
        return issue.minimum === 1 ? messageKeys.required : messageKeys.minLength;
      if (isCollection(issue.origin)) return messageKeys.minItems;
      return isNumeric(issue.origin) && issue.inclusive === false ? messageKeys.greaterThan : messageKeys.min;
    case 'invalid_format':
      return formatKeys[issue.format] ?? messageKeys.format;
    case 'invalid_value':
      if (missing) return messageKeys.required;
      return issue.values.length <= CHOICES_NAMED ? messageKeys.oneOf : messageKeys.choice;
    case 'not_multiple_of':
      return messageKeys.multipleOf;
    case 'unrecognized_keys':
      return messageKeys.unknownField;
    default:
      return messageKeys.invalid;
  }
}

/** One issue's key and values. Parse with `reportInput: true`, so a missing value reads as required. */
export function issueMessage(issue: Issue): Omit<FieldMessage, 'path'> {
  return { key: keyOf(issue), params: paramsOf(issue) };
}

const limitSides: Partial<Record<ValidationKey, 'max' | 'min'>> = {
  [messageKeys.max]: 'max',
  [messageKeys.lessThan]: 'max',
  [messageKeys.min]: 'min',
  [messageKeys.greaterThan]: 'min',
};

const placeOf = (path: PropertyKey[]) => path.map(String).join('.');

/** A value that fits no shape of a union is answered as the shape it comes closest to (fewest issues). */
function closestBranch(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || isValidationKey(issue.message) || !issue.errors.length)
    return [issue];
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest.flatMap((inner) => closestBranch({ ...inner, path: [...issue.path, ...inner.path] }));
}

/**
 * The messages of a failed parse, one per broken rule: an unknown key is a message on that key; a
 * missing value is only required (not also too short); of two limits on one side of a number
 * (`.int()`'s safe range and the field's own maximum) only the tighter speaks.
 */
export function fieldMessages(issues: readonly Issue[]): FieldMessage[] {
  const messages: FieldMessage[] = [];
  for (const issue of issues.flatMap(closestBranch)) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys)
        messages.push({ path: [...issue.path, k], key: messageKeys.unknownField, params: {} });
      continue;
    }
    const message = { path: issue.path, ...issueMessage(issue) };
    const side = limitSides[message.key];
    const samePlace = (other: FieldMessage) => placeOf(other.path) === placeOf(message.path);
    const rival = side && messages.find((m) => samePlace(m) && limitSides[m.key] === side);
    if (!rival) {
      if (!messages.some((m) => samePlace(m) && m.key === message.key)) messages.push(message);
      continue;
    }
    const [mine, theirs] = [Number(message.params[side]), Number(rival.params[side])];
    if (side === 'max' ? mine < theirs : mine > theirs) messages.splice(messages.indexOf(rival), 1, message);
  }
  const missing = new Set(messages.filter((m) => m.key === messageKeys.required).map((m) => placeOf(m.path)));
  return messages.filter((m) => m.key === messageKeys.required || !missing.has(placeOf(m.path)));
}
