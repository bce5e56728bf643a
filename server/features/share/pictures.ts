import {
  SHARE_IMAGE_MAX_BYTES,
  type ShareImageMime,
  type TransformedImage,
} from '../../../contracts/share';
import { done, refused, type Outcome } from '../../platform/refusals';
import { imageMimeOf } from '../uploads';
import { ShareRefusals } from './refusals';

/** A picture the proxy read: its bytes and the type they proved. */
export interface Picture {
  bytes: Buffer;
  mime: ShareImageMime;
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
  // The uploads' own proof: JPEG, PNG, WebP or GIF, never SVG (it can carry script).
  const mime = imageMimeOf(bytes);
  return mime ? done({ bytes, mime }) : refused(ShareRefusals.notImage);
}
