import { hash, verify } from '@node-rs/argon2';

// OWASP argon2id parameters (19 MiB, 2 passes, 1 lane); the library's default algorithm is argon2id.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checking a password against this when no admin matched keeps the timing of both answers alike.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash() {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  return decoyHash;
}
