import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  imagePathOf,
  parseImagePath,
  pictureUrlsProblem,
  UPLOAD_MAX_BYTES,
  UPLOADS_PER_DAY,
  UploadMessages,
  type UploadResult,
} from '../../../contracts/uploads';
import type { Database, DbOrTx } from '../../db/database';
import { uploads, users } from '../../db/schema';
import { done, refused, RefusedError, type Outcome, type Refusal } from '../../platform/refusals';
import { imageMimeOf } from './imageType';
import { UploadRefusals } from './refusals';
import { DAY_MS } from '../../../domain/time';

/**
 * The bytes travel as base64 text, decoded and encoded by the database itself: PGlite's own bytea
 * conversion goes byte by byte in JavaScript (seconds for a few megabytes); this takes milliseconds,
 * and PostgreSQL does the same.
 */
const bytesAsBase64 = sql<string>`encode(${uploads.bytes}, 'base64')`;

/**
 * Keeps one image of a fan (POST /api/upload/img): only bytes that are a JPEG, PNG, WebP or GIF, at
 * most UPLOAD_MAX_BYTES; the same bytes again answer the earlier image (unique per fan and SHA-256)
 * and count nothing; new ones count against UPLOADS_PER_DAY over the last 24 hours of the app's
 * clock. The fan's row is locked while counting, so two uploads at once count in turn.
 */
export async function saveUpload(
  db: Database,
  userId: number,
  bytes: Buffer,
  now: number,
): Promise<Outcome<UploadResult>> {
  if (bytes.length === 0) return refused(UploadRefusals.noFile);
  if (bytes.length > UPLOAD_MAX_BYTES) return refused(UploadRefusals.tooLarge);
  const mime = imageMimeOf(bytes);
  if (!mime) return refused(UploadRefusals.notImage);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    return done(
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [earlier] = await tx
          .select({ id: uploads.id, size: uploads.size })
          .from(uploads)
          .where(and(eq(uploads.userId, userId), eq(uploads.sha256, sha256)));
        if (earlier) return result(earlier.id, sha256, mime, earlier.size, true);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(uploads)
          .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, new Date(now - DAY_MS))));
        if (Number(count?.n ?? 0) >= UPLOADS_PER_DAY)
          throw new RefusedError(UploadRefusals.dailyLimit);
        const [row] = await tx
          .insert(uploads)
          .values({
            userId,
            sha256,
            mime,
            size: bytes.length,
            bytes: sql`decode(${bytes.toString('base64')}, 'base64')`,
            createdAt: new Date(now),
          })
          .returning({ id: uploads.id });
        if (!row) throw new Error('upload not written');
        return result(row.id, sha256, mime, bytes.length, false);
      }),
    );
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}

function result(
  id: number,
  sha256: string,
  mime: UploadResult['mime'],
  size: number,
  repeated: boolean,
): UploadResult {
  return { path: imagePathOf(id, sha256), prefix: '', mime, size, repeated };
}

/** An image to send back: its bytes and type, only to its owner (null: no such image of theirs). */
export async function readUpload(
  db: Database,
  userId: number,
  path: string,
): Promise<{ bytes: Buffer; mime: string } | null> {
  const named = parseImagePath(path);
  if (!named) return null;
  const [row] = await db
    .select({ base64: bytesAsBase64, mime: uploads.mime, sha256: uploads.sha256 })
    .from(uploads)
    .where(and(eq(uploads.id, named.id), eq(uploads.userId, userId)));
  if (!row?.sha256.startsWith(named.sha8)) return null;
  return { bytes: Buffer.from(row.base64, 'base64'), mime: row.mime };
}

/** The refusal of a picture rule's message (contracts/uploads.ts pictureUrlsProblem). */
const REFUSAL_OF: Record<string, Refusal> = {
  [UploadMessages.urlEmpty]: UploadRefusals.urlEmpty,
  [UploadMessages.tooMany]: UploadRefusals.tooMany,
  [UploadMessages.urlInvalid]: UploadRefusals.urlInvalid,
};

/**
 * Whether the images a fan saves are fine: `pictures` (feedback pictures, an application's record
 * images) by product-spec §5's rules — 图片url为空 for an empty one, at most six — and `singles` (an
 * id card's sides) each given; then every path one of ours and of this fan's own uploads. Null when
 * they are; else the refusal.
 */
export async function picturesRefusal(
  db: DbOrTx,
  userId: number,
  pictures: readonly string[],
  singles: readonly string[] = [],
): Promise<Refusal | null> {
  const problem = pictureUrlsProblem(pictures);
  if (problem) return REFUSAL_OF[problem] ?? UploadRefusals.urlInvalid;
  if (singles.some((path) => path.trim() === '')) return UploadRefusals.urlEmpty;
  const named = [...pictures, ...singles].map((path) => parseImagePath(path.trim()));
  if (named.length === 0) return null;
  if (named.some((n) => n === null)) return UploadRefusals.urlInvalid;
  const ids = [...new Set(named.map((n) => n?.id ?? 0))];
  const rows = await db
    .select({ id: uploads.id, sha256: uploads.sha256 })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids)));
  const owned = named.every((n) =>
    rows.some((r) => n !== null && r.id === n.id && r.sha256.startsWith(n.sha8)),
  );
  return owned ? null : UploadRefusals.urlInvalid;
}
