// Pins what counts as an image on the server: the first bytes of a JPEG, PNG, GIF (87a and 89a) or
// WebP, whatever the file claims; SVG, HTML, PDF, BMP and cut-off headers are not.
import { describe, expect, it } from 'vitest';
import { imageMimeOf } from '../../../../server/features/uploads/imageType';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('imageMimeOf', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('knows %s by its bytes', (mime, data) => {
    expect(imageMimeOf(data)).toBe(mime);
  });

  it.each([
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['html', bytes('<!doctype html><script>alert(1)</script>')],
    ['pdf', bytes('%PDF-1.7')],
    ['bmp', bytes('BM', [0, 0, 0, 0])],
    ['riff that is not webp', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['gif of another version', bytes('GIF90a')],
    ['cut png header', bytes([0x89], 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_what, data) => {
    expect(imageMimeOf(data)).toBeNull();
  });
});
