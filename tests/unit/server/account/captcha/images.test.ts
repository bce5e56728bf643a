// Pins the pictures of a puzzle: a valid 60 × 60 RGBA PNG piece (transparent outside the shape), a
// 310 × 180 baseline JPEG that an independent decoder (jpeg-js) reads back faithfully, the hole drawn
// darker where the answer says, answers inside 70–230 × 10–110, and a new picture each time.
import { inflateSync } from 'node:zlib';
import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { paintBackground } from '../../../../../server/features/account/captcha/background';
import { encodeJpeg } from '../../../../../server/features/account/captcha/jpeg';
import { encodePng } from '../../../../../server/features/account/captcha/png';
import { drawPuzzle, randomAnswer } from '../../../../../server/features/account/captcha/puzzle';
import { pieceMask } from '../../../../../server/features/account/captcha/shape';

/** Reads back our own PNGs (8-bit RGBA, filter 0 on every row). */
function readPng(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idats: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT')
      idats.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idats));
  const rgba = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    expect(raw[row * (width * 4 + 1)]).toBe(0);
    rgba.set(raw.subarray(row * (width * 4 + 1) + 1, (row + 1) * (width * 4 + 1)), row * width * 4);
  }
  return { width, height, rgba };
}

/** A seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('encoders', () => {
  it('writes a PNG that inflates back to the same pixels', () => {
    const rgba = Uint8Array.from({ length: 5 * 3 * 4 }, (_, i) => (i * 37) % 256);
    const back = readPng(encodePng(5, 3, rgba));
    expect(back).toEqual({ width: 5, height: 3, rgba });
  });

  it('writes a JPEG that jpeg-js decodes to nearly the same picture', () => {
    const picture = paintBackground(seeded(7));
    const back = decode(encodeJpeg(310, 180, picture, 90), { useTArray: true });
    expect([back.width, back.height]).toEqual([310, 180]);
    let error = 0;
    for (let i = 0; i < picture.length; i += 4)
      for (let c = 0; c < 3; c++) error += Math.abs(picture[i + c]! - back.data[i + c]!);
    expect(error / (310 * 180 * 3)).toBeLessThan(6);
  });

  it('refuses pixel buffers of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow();
    expect(() => encodeJpeg(2, 2, new Uint8Array(3))).toThrow();
  });
});

describe('drawPuzzle', () => {
  it('puts the hole where the answer says and cuts the piece from there', () => {
    const answer = { x: 160, y: 70 };
    const puzzle = drawPuzzle(seeded(3), answer);
    expect(puzzle).toMatchObject(answer);

    const piece = readPng(puzzle.piece);
    expect([piece.width, piece.height]).toEqual([60, 60]);
    expect(piece.rgba[3]).toBe(0); // top-left corner: outside the shape
    expect(piece.rgba[(30 * 60 + 25) * 4 + 3]).toBe(255); // the body's middle

    const map = decode(puzzle.background, { useTArray: true });
    expect([map.width, map.height]).toEqual([310, 180]);
    // Inside the body of the shape the map is darker than the piece cut from the same place.
    const luma = (d: Uint8Array, i: number) => d[i]! * 0.3 + d[i + 1]! * 0.59 + d[i + 2]! * 0.11;
    let hole = 0;
    let cut = 0;
    let n = 0;
    for (let py = 22; py < 50; py++)
      for (let px = 14; px < 40; px++) {
        hole += luma(map.data, ((answer.y + py) * 310 + answer.x + px) * 4);
        cut += luma(piece.rgba, (py * 60 + px) * 4);
        n++;
      }
    expect(hole / n).toBeLessThan((cut / n) * 0.6);
  });

  it('keeps the piece inside its 60 px box and leaves its corners clear', () => {
    expect(pieceMask.fill.length).toBe(3600);
    expect(pieceMask.fill[0]).toBe(0);
    expect(pieceMask.fill[59]).toBe(0);
    expect(pieceMask.fill[3599]).toBe(0);
    expect(pieceMask.rim.every((r, i) => r <= pieceMask.fill[i]!)).toBe(true);
  });

  it('picks answers inside the slider range, clear of the start', () => {
    for (let i = 0; i < 500; i++) {
      const { x, y } = randomAnswer();
      expect(x).toBeGreaterThanOrEqual(70);
      expect(x).toBeLessThanOrEqual(230);
      expect(y).toBeGreaterThanOrEqual(10);
      expect(y).toBeLessThanOrEqual(110);
      expect(Number.isInteger(x) && Number.isInteger(y)).toBe(true);
    }
  });

  it('paints a different picture each time', () => {
    const a = drawPuzzle(seeded(1), { x: 100, y: 40 });
    const b = drawPuzzle(seeded(2), { x: 100, y: 40 });
    expect(a.background.equals(b.background)).toBe(false);
  });
});
