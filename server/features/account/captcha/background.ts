import {
  CAPTCHA_IMAGE_HEIGHT as H,
  CAPTCHA_IMAGE_WIDTH as W,
} from '../../../../contracts/account/captcha';

export type Random = () => number;

type Rgb = [number, number, number];

/** HSL (h in degrees, s and l 0..1) to RGB 0..255. */
export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const between = (random: Random, lo: number, hi: number) => lo + random() * (hi - lo);

/**
 * A procedural 310 × 180 picture, different for every puzzle: a sky gradient of a random hue, soft
 * discs, two rolling "stands" and grain. Busy enough that the hole is not the only edge in the image,
 * calm enough that a fan finds it at a glance. RGBA, row by row.
 */
export function paintBackground(random: Random): Uint8Array {
  const img = new Uint8Array(W * H * 4);
  const hue = between(random, 0, 360);
  const top = hsl(hue, 0.55, 0.62);
  const bottom = hsl((hue + between(random, 30, 90)) % 360, 0.5, 0.3);
  for (let y = 0; y < H; y += 1) {
    const t = y / (H - 1);
    for (let x = 0; x < W; x += 1) {
      const i = (y * W + x) * 4;
      img[i] = mix(top[0], bottom[0], t);
      img[i + 1] = mix(top[1], bottom[1], t);
      img[i + 2] = mix(top[2], bottom[2], t);
      img[i + 3] = 255;
    }
  }

  const discs = 8 + Math.floor(random() * 7);
  for (let d = 0; d < discs; d += 1) {
    const cx = between(random, 0, W);
    const cy = between(random, 0, H);
    const r = between(random, 10, 48);
    const color = hsl(between(random, 0, 360), 0.6, between(random, 0.45, 0.8));
    const alpha = between(random, 0.25, 0.55);
    blendDisc(img, cx, cy, r, color, alpha);
  }

  for (let band = 0; band < 2; band += 1) {
    const base = between(random, H * 0.55, H * 0.85);
    const amp = between(random, 6, 18);
    const period = between(random, 30, 70);
    const phase = between(random, 0, Math.PI * 2);
    const color = hsl((hue + 180 + band * 40) % 360, 0.35, 0.22 + band * 0.08);
    for (let x = 0; x < W; x += 1) {
      const edge = base + amp * Math.sin(x / period + phase);
      for (let y = Math.max(0, Math.floor(edge)); y < H; y += 1) {
        const t = Math.min(1, y - edge + 1) * 0.55;
        blend(img, (y * W + x) * 4, color, t);
      }
    }
  }

  for (let i = 0; i < W * H * 4; i += 4) {
    const grain = (random() - 0.5) * 18;
    img[i] = clamp(img[i]! + grain);
    img[i + 1] = clamp(img[i + 1]! + grain);
    img[i + 2] = clamp(img[i + 2]! + grain);
  }
  return img;
}

function blendDisc(img: Uint8Array, cx: number, cy: number, r: number, color: Rgb, alpha: number) {
  const x0 = Math.max(0, Math.floor(cx - r - 1));
  const x1 = Math.min(W - 1, Math.ceil(cx + r + 1));
  const y0 = Math.max(0, Math.floor(cy - r - 1));
  const y1 = Math.min(H - 1, Math.ceil(cy + r + 1));
  for (let y = y0; y <= y1; y += 1)
    for (let x = x0; x <= x1; x += 1) {
      // A one-pixel soft edge.
      const edge = Math.min(1, Math.max(0, r - Math.hypot(x + 0.5 - cx, y + 0.5 - cy)));
      if (edge > 0) blend(img, (y * W + x) * 4, color, alpha * edge);
    }
}

export function blend(img: Uint8Array, i: number, color: Rgb, t: number): void {
  img[i] = mix(img[i]!, color[0], t);
  img[i + 1] = mix(img[i + 1]!, color[1], t);
  img[i + 2] = mix(img[i + 2]!, color[2], t);
}

const clamp = (v: number) => Math.max(0, Math.min(255, v));
