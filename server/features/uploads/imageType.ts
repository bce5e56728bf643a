import type { ImageMime } from '../../../contracts/uploads';

/**
 * The image format its first bytes prove, whatever type the browser declared (a renamed HTML page
 * or script is not an image): JPEG, PNG, WebP and GIF, the formats every browser shows. Null for
 * anything else, SVG included (it can carry script).
 */
export function imageMimeOf(bytes: Uint8Array): ImageMime | null {
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
