import { expect } from 'vitest';
import type { AuditLog } from '@app/contracts';
import type { TestApp } from './harness.ts';

/**
 * The audit log read through GET /api/audit-logs: mark where it stands, make a request, then see what
 * that request recorded. Needs a token holding audit-logs.query.
 */
export function auditTrail(t: TestApp, token: string) {
  const newest = async (): Promise<AuditLog[]> => {
    const res = await t.request({ method: 'GET', url: '/api/audit-logs?per_page=1000', token });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  return {
    /** The id of the newest row; rows after it are what the next requests recorded. */
    async mark(): Promise<number> {
      return (await newest())[0]?.id ?? 0;
    },
    /** Rows recorded after the mark, oldest first. */
    async since(mark: number): Promise<AuditLog[]> {
      return (await newest()).filter((row) => row.id > mark).reverse();
    },
    /** The one row recorded after the mark; fails when there is none or more than one. */
    async single(mark: number): Promise<AuditLog> {
      const rows = await this.since(mark);
      expect(rows.map((r) => r.action)).toHaveLength(1);
      return rows[0]!;
    },
  };
}

/** No password, hash or two-factor secret in an audit row, under any name. */
export function expectNoSecrets(row: AuditLog, ...plainTexts: string[]) {
  const text = JSON.stringify(row);
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/"(password|password_hash|passwordHash|two_factor_secret|twoFactorSecret)"/);
  for (const plain of plainTexts) expect(text).not.toContain(plain);
}
