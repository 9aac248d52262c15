import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { imageExtensions, isImageMime, UPLOAD_MAX_BYTES } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Invalid, NotFound } from '../../core/errors.ts';
import { recordAudit } from '../audit-logs/service.ts';

export const MAX_FILE_BYTES = UPLOAD_MAX_BYTES;

export const fileUrl = (sha256: string, mime: string) =>
  `/files/${sha256}.${isImageMime(mime) ? imageExtensions[mime] : 'bin'}`;

export async function storeFile(db: Db, actor: Actor, name: string, content: Buffer) {
  if (content.length === 0) throw Invalid('file', 'file_missing');
  const type = await fileTypeFromBuffer(content);
  // The type is read from the bytes, never from the name or the declared type.
  if (!type || !isImageMime(type.mime)) throw Invalid('file', 'file_type');
  const sha256 = createHash('sha256').update(content).digest('hex');
  const safeName = name.replace(/[^\w.\- ]+/g, '_').slice(0, 255) || `upload.${imageExtensions[type.mime]}`;
  return db.transaction(async (tx) => {
    await tx
      .insert(files)
      .values({ sha256, name: safeName, mime: type.mime, size: content.length, content })
      .onConflictDoNothing();
    const stored = { url: fileUrl(sha256, type.mime), name: safeName, size: content.length, mime: type.mime };
    await recordAudit(tx, actor, { action: 'files.upload', target: `file:${sha256}`, after: stored });
    return stored;
  });
}

export async function readFile(db: Db, sha256: string) {
  const [row] = await db.select().from(files).where(eq(files.sha256, sha256));
  if (!row) throw NotFound();
  return row;
}
