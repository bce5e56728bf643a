import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text. Source maps stay as they are (only developers fetch them). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface Compressed {
  file: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}

/**
 * Writes `file.br` (brotli at its best, 11) and `file.gz` (gzip 9) beside a built file: made once
 * at build time, so the server sends them as they are, at no cost per request. A variant that is
 * not smaller than the file is not written.
 */
export async function precompressFile(path: string): Promise<Compressed> {
  const raw = await readFile(path);
  const result: Compressed = { file: path, bytes: raw.length, br: null, gz: null };
  if (raw.length < MIN_BYTES) return result;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length) {
    await writeFile(`${path}.br`, br);
    result.br = br.length;
  }
  if (gz.length < raw.length) {
    await writeFile(`${path}.gz`, gz);
    result.gz = gz.length;
  }
  return result;
}

/**
 * Vite plugin: after `vite build` writes the bundle, every compressible file of it (chunks, CSS,
 * index.html) gets its brotli and gzip copies. The companion server serves them with
 * @fastify/static's `preCompressed` (server/platform/staticApp.ts). Written here rather than taken
 * from a plugin package: it is node:zlib and twenty lines.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'matchday:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => precompressFile(join(outDir, file))));
    },
  };
}
