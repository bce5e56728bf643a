import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { SHARE_IMAGE_MAX_BYTES } from '../../../contracts/share';
import { parseImagePath } from '../../../contracts/uploads';
import type { Database } from '../../db/database';
import { experts, uploads, users } from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { pictureOf, type Picture } from './pictures';
import { ShareRefusals } from './refusals';

export interface OwnImageDeps {
  db: Database;
  /** The built app (its `ads/` images, which the seed's adverts name); null when none is served. */
  distDir: string | null;
}

/** The app's own image folders the proxy reads from the build: the adverts' pictures. */
const APP_IMAGE = /^\/ads\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

/**
 * A picture at one of this server's own paths, read inside the server (no request is made, so no
 * address of ours is ever fetched): an uploaded image — the viewer's own, or one a member shows as
 * their picture (users.user_icon or their expert icon is that very path), which anyone may see — or
 * an image of the built app's `ads/`. Every other path, and a picture the viewer may not see, is
 * not_found alike.
 */
export async function readOwnImage(
  deps: OwnImageDeps,
  path: string,
  viewerId: number,
): Promise<Outcome<Picture>> {
  const upload = parseImagePath(path);
  if (upload) return readUploadedImage(deps.db, upload, path, viewerId);
  if (APP_IMAGE.test(path) && deps.distDir) return readAppImage(deps.distDir, path);
  return refused(ShareRefusals.notFound);
}

async function readUploadedImage(
  db: Database,
  named: { id: number; sha8: string },
  path: string,
  viewerId: number,
): Promise<Outcome<Picture>> {
  const [row] = await db
    .select({ userId: uploads.userId, sha256: uploads.sha256, size: uploads.size })
    .from(uploads)
    .where(eq(uploads.id, named.id));
  if (!row?.sha256.startsWith(named.sha8)) return refused(ShareRefusals.notFound);
  if (row.userId !== viewerId && !(await isMemberPicture(db, row.userId, path)))
    return refused(ShareRefusals.notFound);
  if (row.size > SHARE_IMAGE_MAX_BYTES) return refused(ShareRefusals.tooLarge);
  // As base64 text encoded by the database (the uploads feature's reason: PGlite's bytea is slow).
  const [bytes] = await db
    .select({ base64: sql<string>`encode(${uploads.bytes}, 'base64')` })
    .from(uploads)
    .where(eq(uploads.id, named.id));
  if (!bytes) return refused(ShareRefusals.notFound);
  return pictureOf(Buffer.from(bytes.base64, 'base64'));
}

/** Whether the upload's owner shows this path as their picture, as a member or as an expert. */
async function isMemberPicture(db: Database, ownerId: number, path: string): Promise<boolean> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.userIcon, path)))
    .limit(1);
  if (member) return true;
  const [expert] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(eq(experts.userId, ownerId), eq(experts.icon, path)))
    .limit(1);
  return expert !== undefined;
}

async function readAppImage(distDir: string, path: string): Promise<Outcome<Picture>> {
  const root = resolve(distDir);
  const file = resolve(root, `.${path}`);
  // The pattern allows no `/` or leading `.` in the name; this is the second lock on the same door.
  if (!file.startsWith(root + sep)) return refused(ShareRefusals.notFound);
  try {
    const info = await stat(file);
    if (!info.isFile()) return refused(ShareRefusals.notFound);
    if (info.size > SHARE_IMAGE_MAX_BYTES) return refused(ShareRefusals.tooLarge);
    const bytes = await readFile(file);
    // The app's own drawings are SVG: ours, built with the app, so they pass as what they are.
    if (path.endsWith('.svg') && /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(bytes.toString('utf8')))
      return done({ bytes, mime: 'image/svg+xml' });
    return pictureOf(bytes);
  } catch {
    return refused(ShareRefusals.notFound);
  }
}
