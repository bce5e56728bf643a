import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** How an answer's bytes go on the wire. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers below this go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/** Distinct answers kept encoded (a tag each): thousands of fans poll the same sets. */
export const ENCODED_ANSWERS_MAX = 256;

const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/** The encoding the client prefers among those we send (identity when it names none). */
export function preferredEncoding(acceptEncoding: string | undefined, bytes: number): Encoding {
  if (!acceptEncoding || bytes < COMPRESS_FROM_BYTES) return 'identity';
  return negotiator.negotiate(acceptEncoding) ?? 'identity';
}

/** An answer's plain bytes, and each compressed form once asked for. */
type Encoded = { identity: Buffer } & Partial<Record<'br' | 'gzip', Buffer>>;

/**
 * Answers already serialized (live scores and events; issue 20 §1), kept encoded by their tag: an
 * answer is compressed once per encoding asked, then every fan polling the same set gets the same
 * bytes. Brotli at a middle quality and gzip at zlib's default: both well under a millisecond
 * per answer change for a 60 KB list, and several times smaller.
 */
export class EncodedAnswers {
  private readonly byKey = new Map<string, Encoded>();

  /** The bytes of the answer `key` in `encoding`, from `text` the first time. */
  bytes(key: string, text: () => string, acceptEncoding: string | undefined) {
    let encoded = this.byKey.get(key);
    if (!encoded) {
      encoded = { identity: Buffer.from(text()) };
      this.byKey.set(key, encoded);
      if (this.byKey.size > ENCODED_ANSWERS_MAX) {
        const oldest = this.byKey.keys().next();
        if (!oldest.done) this.byKey.delete(oldest.value);
      }
    }
    const { identity } = encoded;
    const encoding = preferredEncoding(acceptEncoding, identity.length);
    let body = encoded[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(identity, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
              },
            })
          : gzipSync(identity);
      encoded[encoding] = body;
    }
    return { encoding, body };
  }
}
