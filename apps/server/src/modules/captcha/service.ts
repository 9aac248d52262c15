import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';
import { randomSecret, sha256 } from '../../crypto/secrets.ts';

export const CAPTCHA_TTL_MS = 2 * 60_000; // API.md: single use, 2 minutes

export interface CaptchaPicture {
  text: string;
  svg: string;
}

export type CaptchaDrawer = () => CaptchaPicture;

export const drawCaptcha: CaptchaDrawer = () => {
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0o1ilI',
    width: 120,
    height: 40,
    background: '#f4f6fa',
  });
  return { text, svg: data };
};

const normalise = (answer: string) => answer.trim().toLowerCase();

export async function issueCaptcha(db: Db, draw: CaptchaDrawer) {
  const { text, svg } = draw();
  const key = randomSecret(18);
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db.insert(captchas).values({
    key,
    answerHash: sha256(normalise(text)),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Consumes the captcha whatever the answer, so each one can be tried once. */
export async function solveCaptcha(db: Db, key: string, answer: string): Promise<boolean> {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.key, key), gt(captchas.expiresAt, new Date())))
    .returning();
  return row !== undefined && row.answerHash === sha256(normalise(answer));
}
