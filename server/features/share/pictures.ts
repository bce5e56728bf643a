import {
  SHARE_IMAGE_MAX_BYTES,
  type ShareImageMime,
  type TransformedImage,
} from '../../../contracts/share';
import { done, refused, type Outcome } from '../../platform/refusals';
import { ShareRefusals } from './refusals';

/** A picture the proxy read: its bytes and the type they proved. */
export interface Picture {
  bytes: Buffer;
  mime: ShareImageMime;
}

/**
 * The raster format a picture's first bytes prove, whatever its name or its sender's content type
 * said: JPEG, PNG, WebP or GIF. Null for anything else — a page, a script, SVG (which can carry
 * script) — so the proxy never hands the browser something that is not a picture. (The same proof as
 * the uploads' server/features/uploads/imageType.ts, which that feature keeps to itself.)
 */
export function rasterMimeOf(bytes: Uint8Array): Exclude<ShareImageMime, 'image/svg+xml'> | null {
  const starts = (sig: readonly number[], at = 0) =>
    bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // GIF87a / GIF89a
  if (starts([0x47, 0x49, 0x46, 0x38]) && (starts([0x37, 0x61], 4) || starts([0x39, 0x61], 4)))
    return 'image/gif';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The answer of a picture: a base64 data URL, its type and size. */
export function asDataUrl(picture: Picture): TransformedImage {
  return {
    image: `data:${picture.mime};base64,${picture.bytes.toString('base64')}`,
    mime: picture.mime,
    size: picture.bytes.length,
  };
}

/** Bytes that prove a raster picture, or not_image. */
export function pictureOf(bytes: Buffer): Outcome<Picture> {
  if (bytes.length === 0) return refused(ShareRefusals.notImage);
  if (bytes.length > SHARE_IMAGE_MAX_BYTES) return refused(ShareRefusals.tooLarge);
  const mime = rasterMimeOf(bytes);
  return mime ? done({ bytes, mime }) : refused(ShareRefusals.notImage);
}
