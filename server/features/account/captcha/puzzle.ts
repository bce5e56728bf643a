import { randomInt } from 'node:crypto';
import {
  CAPTCHA_IMAGE_HEIGHT as H,
  CAPTCHA_IMAGE_WIDTH as W,
  CAPTCHA_MAX_X,
  CAPTCHA_PIECE_SIZE as P,
} from '../../../../contracts/account/captcha';
import { blend, paintBackground, type Random } from './background';
import { encodeJpeg } from './jpeg';
import { encodePng } from './png';
import { pieceMask } from './shape';
import type { CaptchaAnswer } from './store';

/**
 * The hole starts at least this far right: clear of the piece's starting place (0–60) with room to
 * spare, so the fan always has to drag.
 */
export const CAPTCHA_MIN_ANSWER_X = 70;
/** The hole keeps this far from the top and bottom edges. */
const MARGIN_Y = 10;
const JPEG_QUALITY = 82;

export interface DrawnPuzzle extends CaptchaAnswer {
  /** The 60 × 60 piece, PNG with transparency. */
  piece: Buffer;
  /** The 310 × 180 background with the hole, JPEG. */
  background: Buffer;
}

/** Where the hole goes: from node:crypto, because this is the secret (the picture need not be). */
export function randomAnswer(): CaptchaAnswer {
  return {
    x: randomInt(CAPTCHA_MIN_ANSWER_X, CAPTCHA_MAX_X + 1),
    y: randomInt(MARGIN_Y, H - P - MARGIN_Y + 1),
  };
}

/** A new puzzle: a random picture, the hole at `answer`, the piece cut from there. */
export function drawPuzzle(random: Random, answer: CaptchaAnswer = randomAnswer()): DrawnPuzzle {
  const { x, y } = answer;
  const picture = paintBackground(random);

  const piece = new Uint8Array(P * P * 4);
  for (let py = 0; py < P; py += 1)
    for (let px = 0; px < P; px += 1) {
      const m = py * P + px;
      const fill = pieceMask.fill[m]!;
      if (fill === 0) continue;
      const src = ((y + py) * W + (x + px)) * 4;
      const dst = m * 4;
      piece.set(picture.subarray(src, src + 3), dst);
      // A bright rim so the piece reads as a piece over any picture.
      blend(piece, dst, [255, 255, 255], pieceMask.rim[m]! * 0.85);
      piece[dst + 3] = Math.round(fill * 255);
    }

  // The hole: the picture darkened under the shape, with a faint light rim.
  for (let py = 0; py < P; py += 1)
    for (let px = 0; px < P; px += 1) {
      const m = py * P + px;
      const fill = pieceMask.fill[m]!;
      if (fill === 0) continue;
      const i = ((y + py) * W + (x + px)) * 4;
      blend(picture, i, [0, 0, 0], fill * 0.55);
      blend(picture, i, [255, 255, 255], pieceMask.rim[m]! * 0.5);
    }

  return {
    x,
    y,
    piece: encodePng(P, P, piece),
    background: encodeJpeg(W, H, picture, JPEG_QUALITY),
  };
}
