/**
 * A baseline JPEG encoder (ITU T.81: 8-bit, 4:4:4, the standard Huffman tables of Annex K), enough
 * for one 310 × 180 background per puzzle. Written here because jpeg-js, the common pure-JS encoder,
 * rebuilds its tables on every call (about 30 ms) and has no way to keep them; these are built once
 * at load, so an image costs a few ms. The DCT is the AAN float transform (as in libjpeg's
 * jfdctflt.c), with its scale factors folded into the quantisation tables.
 */
import { AC_CHROMA, AC_LUMA, CHROMA_Q, DC_CHROMA, DC_LUMA, LUMA_Q, ZIGZAG } from './jpegTables';

interface HuffmanTable {
  bits: number[];
  vals: number[];
}
interface Codes {
  code: Uint16Array;
  length: Uint8Array;
}

/** Canonical codes of a table (T.81 Annex C). */
function codesOf({ bits, vals }: HuffmanTable): Codes {
  const code = new Uint16Array(256);
  const length = new Uint8Array(256);
  let next = 0;
  let at = 0;
  for (let len = 1; len <= 16; len += 1) {
    for (let i = 0; i < bits[len - 1]!; i += 1) {
      const symbol = vals[at]!;
      code[symbol] = next;
      length[symbol] = len;
      next += 1;
      at += 1;
    }
    next <<= 1;
  }
  return { code, length };
}

const CODES = {
  dcLuma: codesOf(DC_LUMA),
  acLuma: codesOf(AC_LUMA),
  dcChroma: codesOf(DC_CHROMA),
  acChroma: codesOf(AC_CHROMA),
};

const AAN = [1.0, 1.387039845, 1.306562965, 1.175875602, 1.0, 0.785694958, 0.5411961, 0.275899379];

interface Quant {
  /** The table as written to the file, zigzag order. */
  zigzag: Uint8Array;
  /** Multipliers that quantise a raw AAN output, natural order. */
  scale: Float64Array;
}

function quantFor(base: number[], quality: number): Quant {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const factor = q < 50 ? Math.floor(5000 / q) : 200 - 2 * q;
  const zigzag = new Uint8Array(64);
  const scale = new Float64Array(64);
  for (let i = 0; i < 64; i += 1) {
    const value = Math.min(255, Math.max(1, Math.floor((base[i]! * factor + 50) / 100)));
    zigzag[ZIGZAG[i]!] = value;
    scale[i] = 1 / (value * AAN[i >> 3]! * AAN[i & 7]! * 8);
  }
  return { zigzag, scale };
}

const quantCache = new Map<number, { luma: Quant; chroma: Quant }>();
function quantTables(quality: number) {
  let tables = quantCache.get(quality);
  if (!tables) {
    tables = { luma: quantFor(LUMA_Q, quality), chroma: quantFor(CHROMA_Q, quality) };
    quantCache.set(quality, tables);
  }
  return tables;
}

/** Entropy-coded output with byte stuffing (0xFF is followed by 0x00). */
class BitWriter {
  bytes = new Uint8Array(16 * 1024);
  size = 0;
  #acc = 0;
  #count = 0;

  byte(value: number): void {
    if (this.size === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.size] = value;
    this.size += 1;
  }

  bits(value: number, length: number): void {
    this.#acc = ((this.#acc << length) | (value & ((1 << length) - 1))) >>> 0;
    this.#count += length;
    while (this.#count >= 8) {
      const out = (this.#acc >>> (this.#count - 8)) & 0xff;
      this.byte(out);
      if (out === 0xff) this.byte(0);
      this.#count -= 8;
      this.#acc &= (1 << this.#count) - 1;
    }
  }

  /** Pads the last byte with one bits (T.81 F.1.2.3). */
  flush(): void {
    if (this.#count > 0) this.bits((1 << (8 - this.#count)) - 1, 8 - this.#count);
  }
}

/** In-place AAN forward DCT of an 8 × 8 block, rows then columns. */
function fdct(d: Float64Array): void {
  for (let pass = 0; pass < 2; pass += 1) {
    const step = pass === 0 ? 1 : 8;
    const stride = pass === 0 ? 8 : 1;
    for (let line = 0; line < 8; line += 1) {
      const o = line * stride;
      const d0 = d[o]!;
      const d1 = d[o + step]!;
      const d2 = d[o + 2 * step]!;
      const d3 = d[o + 3 * step]!;
      const d4 = d[o + 4 * step]!;
      const d5 = d[o + 5 * step]!;
      const d6 = d[o + 6 * step]!;
      const d7 = d[o + 7 * step]!;
      const t0 = d0 + d7;
      const t7 = d0 - d7;
      const t1 = d1 + d6;
      const t6 = d1 - d6;
      const t2 = d2 + d5;
      const t5 = d2 - d5;
      const t3 = d3 + d4;
      const t4 = d3 - d4;

      const t10 = t0 + t3;
      const t13 = t0 - t3;
      const t11 = t1 + t2;
      const t12 = t1 - t2;
      d[o] = t10 + t11;
      d[o + 4 * step] = t10 - t11;
      const z1 = (t12 + t13) * 0.707106781;
      d[o + 2 * step] = t13 + z1;
      d[o + 6 * step] = t13 - z1;

      const u10 = t4 + t5;
      const u11 = t5 + t6;
      const u12 = t6 + t7;
      const z5 = (u10 - u12) * 0.382683433;
      const z2 = 0.5411961 * u10 + z5;
      const z4 = 1.306562965 * u12 + z5;
      const z3 = u11 * 0.707106781;
      const z11 = t7 + z3;
      const z13 = t7 - z3;
      d[o + 5 * step] = z13 + z2;
      d[o + 3 * step] = z13 - z2;
      d[o + step] = z11 + z4;
      d[o + 7 * step] = z11 - z4;
    }
  }
}

const category = (v: number) => (v === 0 ? 0 : 32 - Math.clz32(Math.abs(v)));
/** The extra bits of a value of its category: negatives as one's complement. */
const extraBits = (v: number, cat: number) => (v < 0 ? v + (1 << cat) - 1 : v);

const zz = new Int32Array(64);

/** Transforms, quantises and writes one block; returns its DC value (the next predictor). */
function writeBlock(
  out: BitWriter,
  block: Float64Array,
  scale: Float64Array,
  prevDc: number,
  dc: Codes,
  ac: Codes,
): number {
  fdct(block);
  for (let i = 0; i < 64; i += 1) zz[ZIGZAG[i]!] = Math.round(block[i]! * scale[i]!);

  const diff = zz[0]! - prevDc;
  const dcCat = category(diff);
  out.bits(dc.code[dcCat]!, dc.length[dcCat]!);
  if (dcCat > 0) out.bits(extraBits(diff, dcCat), dcCat);

  let end = 63;
  while (end > 0 && zz[end] === 0) end -= 1;
  let run = 0;
  for (let k = 1; k <= end; k += 1) {
    const v = zz[k]!;
    if (v === 0) {
      run += 1;
      continue;
    }
    while (run > 15) {
      out.bits(ac.code[0xf0]!, ac.length[0xf0]!); // ZRL: sixteen zeros
      run -= 16;
    }
    const cat = category(v);
    const symbol = (run << 4) | cat;
    out.bits(ac.code[symbol]!, ac.length[symbol]!);
    out.bits(extraBits(v, cat), cat);
    run = 0;
  }
  if (end < 63) out.bits(ac.code[0]!, ac.length[0]!); // EOB
  return zz[0]!;
}

function segment(marker: number, body: number[]): number[] {
  const length = body.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...body];
}

function huffmanSegmentBody(tableClassAndId: number, table: HuffmanTable): number[] {
  return [tableClassAndId, ...table.bits, ...table.vals];
}

/** Encodes RGBA pixels (alpha ignored) as a baseline JPEG. */
export function encodeJpeg(width: number, height: number, rgba: Uint8Array, quality = 82): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('encodeJpeg: size mismatch');
  const { luma, chroma } = quantTables(quality);
  const header = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...luma.zigzag, 1, ...chroma.zigzag]),
    ...segment(0xc0, [
      8,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      3,
      ...[1, 0x11, 0],
      ...[2, 0x11, 1],
      ...[3, 0x11, 1],
    ]),
    ...segment(0xc4, [
      ...huffmanSegmentBody(0x00, DC_LUMA),
      ...huffmanSegmentBody(0x10, AC_LUMA),
      ...huffmanSegmentBody(0x01, DC_CHROMA),
      ...huffmanSegmentBody(0x11, AC_CHROMA),
    ]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]),
  ];

  const out = new BitWriter();
  const y = new Float64Array(64);
  const cb = new Float64Array(64);
  const cr = new Float64Array(64);
  let dcY = 0;
  let dcCb = 0;
  let dcCr = 0;
  for (let by = 0; by < height; by += 8)
    for (let bx = 0; bx < width; bx += 8) {
      for (let j = 0; j < 8; j += 1)
        for (let i = 0; i < 8; i += 1) {
          // Blocks past the edge repeat the last row and column.
          const px = Math.min(bx + i, width - 1);
          const py = Math.min(by + j, height - 1);
          const at = (py * width + px) * 4;
          const r = rgba[at]!;
          const g = rgba[at + 1]!;
          const b = rgba[at + 2]!;
          const k = j * 8 + i;
          y[k] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
          cb[k] = -0.168736 * r - 0.331264 * g + 0.5 * b;
          cr[k] = 0.5 * r - 0.418688 * g - 0.081312 * b;
        }
      dcY = writeBlock(out, y, luma.scale, dcY, CODES.dcLuma, CODES.acLuma);
      dcCb = writeBlock(out, cb, chroma.scale, dcCb, CODES.dcChroma, CODES.acChroma);
      dcCr = writeBlock(out, cr, chroma.scale, dcCr, CODES.dcChroma, CODES.acChroma);
    }
  out.flush();
  return Buffer.concat([
    Buffer.from(header),
    Buffer.from(out.bytes.subarray(0, out.size)),
    Buffer.from([0xff, 0xd9]),
  ]);
}
