import { CAPTCHA_PIECE_SIZE } from '../../../../contracts/account/captcha';

/**
 * The jigsaw piece inside its 60 px box: a 44 px square with a knob on top, a knob on the right and
 * a notch on the left. `inset` shrinks the shape (for the bright rim along its edge).
 */
const BODY = { left: 4, top: 14, right: 48, bottom: 58 };
const KNOB_R = 8;
const TOP_KNOB = { cx: 26, cy: 14 };
const RIGHT_KNOB = { cx: 48, cy: 36 };
const NOTCH = { cx: 4, cy: 36, r: 7 };

function insideAt(x: number, y: number, inset: number): boolean {
  const inBody =
    x >= BODY.left + inset &&
    x <= BODY.right - inset &&
    y >= BODY.top + inset &&
    y <= BODY.bottom - inset;
  const r = KNOB_R - inset;
  const inTop = (x - TOP_KNOB.cx) ** 2 + (y - TOP_KNOB.cy) ** 2 <= r * r;
  const inRight = (x - RIGHT_KNOB.cx) ** 2 + (y - RIGHT_KNOB.cy) ** 2 <= r * r;
  const notchR = NOTCH.r + inset;
  const inNotch = (x - NOTCH.cx) ** 2 + (y - NOTCH.cy) ** 2 <= notchR * notchR;
  return (inBody || inTop || inRight) && !inNotch;
}

const SAMPLES = 4;

/** How much of the pixel (px, py) the shape covers, 0..1 (4 × 4 supersampling: smooth edges). */
function coverage(px: number, py: number, inset: number): number {
  let hits = 0;
  for (let i = 0; i < SAMPLES; i += 1)
    for (let j = 0; j < SAMPLES; j += 1)
      if (insideAt(px + (i + 0.5) / SAMPLES, py + (j + 0.5) / SAMPLES, inset)) hits += 1;
  return hits / (SAMPLES * SAMPLES);
}

export interface PieceMask {
  /** Coverage of each pixel of the 60 × 60 box, row by row. */
  fill: Float32Array;
  /** The rim: coverage of the shape less that of the shape shrunk by 2 px. */
  rim: Float32Array;
}

/** The same for every puzzle, so it is worked out once. */
export const pieceMask: PieceMask = (() => {
  const n = CAPTCHA_PIECE_SIZE;
  const fill = new Float32Array(n * n);
  const rim = new Float32Array(n * n);
  for (let y = 0; y < n; y += 1)
    for (let x = 0; x < n; x += 1) {
      const f = coverage(x, y, 0);
      fill[y * n + x] = f;
      rim[y * n + x] = Math.max(0, f - coverage(x, y, 2));
    }
  return { fill, rim };
})();
