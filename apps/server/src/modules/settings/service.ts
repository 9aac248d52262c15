import { eq, inArray, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { defaultSettings, type Settings, type SettingsUpdate } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { files, settings } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Invalid } from '../../core/errors.ts';
import { recordAudit } from '../audit-logs/service.ts';

const keys = Object.keys(defaultSettings) as (keyof Settings)[];

/** Four-eyes: the amounts above which a second admin must decide (0 = off). */
export async function approvalThresholds(db: Db): Promise<Settings['approvals']> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'approvals'));
  return { ...defaultSettings.approvals, ...(row?.value as Partial<Settings['approvals']> | undefined) };
}

export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...defaultSettings, ...stored } as Settings;
}

// About-us text is shown to members as HTML: only formatting survives, never scripts or handlers.
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['style'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedStyles: {
      '*': { color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(/], 'text-align': [/^(left|right|center|justify)$/] },
    },
  });
}

// A carousel image of this server must be one it keeps (the contract checks the URL's shape).
async function checkUploadedImages(db: Db, images: readonly string[]) {
  const shaOf = (url: string) => /^\/files\/([0-9a-f]{64})\./.exec(url)?.[1];
  const wanted = [...new Set(images.map(shaOf).filter((sha) => sha !== undefined))];
  if (!wanted.length) return;
  const kept = await db.select({ sha256: files.sha256 }).from(files).where(inArray(files.sha256, wanted));
  const keptShas = new Set(kept.map((row) => row.sha256));
  const missing = images.findIndex((url) => {
    const sha = shaOf(url);
    return sha !== undefined && !keptShas.has(sha);
  });
  if (missing >= 0) throw Invalid(`carousel_images.${missing}`, 'validation.exists');
}

export async function updateSettings(db: Db, actor: Actor, change: SettingsUpdate): Promise<Settings> {
  if (change.carousel_images) await checkUploadedImages(db, change.carousel_images);
  const before = await readSettings(db);
  const next: Partial<Settings> = {
    ...(change.customer_service_link !== undefined
      ? { customer_service_link: change.customer_service_link ?? null }
      : {}),
    ...(change.invitation_code_required != null
      ? { invitation_code_required: change.invitation_code_required }
      : {}),
    ...(change.carousel_images != null ? { carousel_images: change.carousel_images } : {}),
    ...(change.about_us != null ? { about_us: sanitiseRichText(change.about_us) } : {}),
    ...(change.investment != null ? { investment: change.investment } : {}),
    ...(change.approvals != null ? { approvals: change.approvals } : {}),
    ...(change.withdrawal_overdue_hours != null
      ? { withdrawal_overdue_hours: change.withdrawal_overdue_hours }
      : {}),
  };
  return db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(next)) {
      // A cleared value is JSON null, which the column holds; a bare null parameter would be SQL NULL.
      const stored = value === null ? sql`'null'::jsonb` : (value as object);
      await tx
        .insert(settings)
        .values({ key, value: stored })
        .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: new Date() } });
    }
    const after = await readSettings(tx);
    await recordAudit(tx, actor, { action: 'settings.save', target: 'settings', before, after });
    return after;
  });
}
