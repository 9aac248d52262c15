import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { resolveAppKey } from '../src/modules/auth/app-key.ts';
import { isSealed, secretBox } from '../src/crypto/secret-box.ts';

const box = secretBox(randomBytes(32));

describe('secret box', () => {
  it('opens what it sealed, under the same context', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'admin:1:two-factor-secret');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'admin:1:two-factor-secret')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same text differently each time', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses another context, another key, a changed byte and plain text', () => {
    const sealed = box.seal('secret', 'admin:1:two-factor-secret');
    expect(() => box.open(sealed, 'admin:2:two-factor-secret')).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed, 'admin:1:two-factor-secret')).toThrow();
    const raw = Buffer.from(sealed.slice('v1:'.length), 'base64url');
    for (const at of [0, 12, raw.length - 1]) {
      const changed = Buffer.from(raw);
      changed[at]! ^= 1; // a nonce byte, a tag byte, a text byte
      expect(() => box.open(`v1:${changed.toString('base64url')}`, 'admin:1:two-factor-secret')).toThrow();
    }
    expect(() => box.open('v1:', 'admin:1:two-factor-secret')).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'admin:1:two-factor-secret')).toThrow();
  });

  it('takes only 32-byte keys', () => {
    expect(() => secretBox(randomBytes(16))).toThrow();
    expect(() => secretBox(randomBytes(32), [randomBytes(31)])).toThrow();
  });

  it('opens under a previous key, and reseals plain and previous values under the key', () => {
    const oldKey = randomBytes(32);
    const underOld = secretBox(oldKey).seal('secret', 'c');
    const rotated = secretBox(randomBytes(32), [randomBytes(32), oldKey]);
    expect(rotated.open(underOld, 'c')).toBe('secret');

    const moved = rotated.reseal(underOld, 'c')!;
    expect(moved).not.toBeNull();
    expect(() => secretBox(oldKey).open(moved, 'c')).toThrow();
    expect(rotated.open(moved, 'c')).toBe('secret');
    expect(rotated.reseal(moved, 'c')).toBeNull();

    const fromPlain = rotated.reseal('plain', 'c')!;
    expect(isSealed(fromPlain) && rotated.open(fromPlain, 'c') === 'plain').toBe(true);
    expect(() => rotated.reseal(box.seal('secret', 'c'), 'c')).toThrow();
  });
});

describe('application key', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-key-'));
    dirs.push(dir);
    return join(dir, 'data');
  };

  it('is APP_KEY when set, and APP_KEY must be 32 bytes of base64', () => {
    const key = randomBytes(32);
    expect(resolveAppKey(loadConfig({ APP_KEY: key.toString('base64') })).equals(key)).toBe(true);
    for (const wrong of ['not base64!', randomBytes(16).toString('base64')]) {
      expect(() => loadConfig({ APP_KEY: wrong })).toThrow(/APP_KEY: must be 32 random bytes in base64/);
    }
  });

  it('is kept beside the embedded database, readable by its owner only, and the same on every start', () => {
    const DATA_DIR = dataDir();
    const first = resolveAppKey(loadConfig({ DATA_DIR }));
    expect(first).toHaveLength(32);
    expect(resolveAppKey(loadConfig({ DATA_DIR })).equals(first)).toBe(true);
    const file = join(DATA_DIR, 'app-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first)).toBe(true);
  });

  it('takes the previous keys as a comma-separated list of the same form', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const config = loadConfig({ APP_KEY_PREVIOUS: `${a.toString('base64')}, ${b.toString('base64')}` });
    expect(config.previousAppKeys.map((k) => k.toString('hex'))).toEqual(
      [a, b].map((k) => k.toString('hex')),
    );
    expect(loadConfig({}).previousAppKeys).toEqual([]);
    expect(() => loadConfig({ APP_KEY_PREVIOUS: `${a.toString('base64')},short` })).toThrow(
      /APP_KEY_PREVIOUS.*must be 32 random bytes in base64/,
    );
  });

  it('must be given with PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example/app', DATA_DIR: dataDir() });
    expect(() => resolveAppKey(config)).toThrow(ConfigError);
    expect(() => resolveAppKey(config)).toThrow(/APP_KEY: required with DATABASE_URL/);
  });
});
