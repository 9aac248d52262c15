import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, type Config } from '../../config.ts';
import { KEY_BYTES } from '../../crypto/secret-box.ts';

const KEY_FILE = 'app-key';

/**
 * The key that seals two-factor secrets (secret-box.ts). APP_KEY when set. Without it the embedded
 * database keeps a key of its own beside its files, made on first start; PostgreSQL refuses to start,
 * since every server process must hold the same key and a key written on one host is not on the others.
 */
export function resolveAppKey(config: Config): Buffer {
  if (config.appKey) return config.appKey;
  if (config.databaseUrl) {
    throw new ConfigError(
      `Invalid configuration:\n  APP_KEY: required with DATABASE_URL, the same on every server process (openssl rand -base64 ${KEY_BYTES})`,
    );
  }
  const dir = resolve(config.dataDir);
  const file = join(dir, KEY_FILE);
  mkdirSync(dir, { recursive: true });
  try {
    // 'wx': of two processes starting on one folder at once, one writes and both read the same key.
    writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES)
    throw new ConfigError(`The key in ${file} is not ${KEY_BYTES} bytes of base64`);
  return key;
}
