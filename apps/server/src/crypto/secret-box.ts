import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM: a fresh 12-byte nonce for every value, and a tag that makes any change to the stored
// text (or moving it to another row) fail to open instead of opening to garbage.
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;
/** Every sealed value starts so (the format's version). */
const SEALED_PREFIX = 'v1:';

/**
 * Seals secrets the server must read back later (two-factor secrets and recovery codes), so that the
 * database alone, or a copy of it, does not give them away. `context` names what the value is and whose
 * (e.g. `admin:7:two-factor-secret`): a sealed value opens only under the context it was sealed in.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Opens a value sealed under the key or under one of the previous keys. */
  open(sealed: string, context: string): string;
  /**
   * A stored value sealed anew under the key, when it is plain text (written before values were sealed)
   * or sealed under a previous key; null when it is sealed under the key already. Throws when it opens
   * under no key.
   */
  reseal(stored: string, context: string): string | null;
}

/** A stored value that is sealed (as opposed to one written before values were sealed). */
export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

function openWith(key: Buffer, sealed: string, context: string): string {
  if (!isSealed(sealed)) throw new Error('The value is not sealed');
  const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
  if (raw.length < NONCE_BYTES + TAG_BYTES) throw new Error('The sealed value is cut short');
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, NONCE_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * A box sealing under `key`. `previousKeys` only open: after a key is changed they read what was sealed
 * before, until reseal has moved every value to the new key (done at start).
 */
export function secretBox(key: Buffer, previousKeys: readonly Buffer[] = []): SecretBox {
  for (const k of [key, ...previousKeys]) {
    if (k.length !== KEY_BYTES) throw new Error(`The application key must be ${KEY_BYTES} bytes`);
  }
  const seal = (plain: string, context: string) => {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
  };
  /** The plain value and whether it took a previous key to open it. */
  const openAny = (sealed: string, context: string): { plain: string; previous: boolean } => {
    try {
      return { plain: openWith(key, sealed, context), previous: false };
    } catch (err) {
      for (const old of previousKeys) {
        try {
          return { plain: openWith(old, sealed, context), previous: true };
        } catch {
          // Not this one either.
        }
      }
      throw err;
    }
  };
  return {
    seal,
    open: (sealed, context) => openAny(sealed, context).plain,
    reseal(stored, context) {
      if (!isSealed(stored)) return seal(stored, context);
      const { plain, previous } = openAny(stored, context);
      return previous ? seal(plain, context) : null;
    },
  };
}
