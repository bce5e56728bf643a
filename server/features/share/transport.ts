import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Fetched =
  { ok: true; bytes: Buffer } | { ok: false; reason: 'too_large' | 'unavailable' };

/** One GET of a picture at an address already checked; never throws. */
export type ImageTransport = (request: {
  url: URL;
  address: ResolvedAddress;
  maxBytes: number;
  signal: AbortSignal;
}) => Promise<Fetched>;

const UNAVAILABLE: Fetched = { ok: false, reason: 'unavailable' };
const TOO_LARGE: Fetched = { ok: false, reason: 'too_large' };

/** A name lookup that answers the checked address whatever it is asked: the connection goes there. */
function pinnedTo({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * GET with node:http(s), connected to the checked address (TLS still checks the certificate against
 * the host name). Only a 200 whose body is plain bytes counts: a redirect is not followed (its target
 * was never checked), a compressed body is not unpacked, and reading stops at `maxBytes` + 1 — the
 * declared length is not trusted, the bytes are counted. The signal (the deadline) ends it at once.
 */
export const httpTransport: ImageTransport = ({ url, address, maxBytes, signal }) =>
  new Promise<Fetched>((settle) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: pinnedTo(address),
        headers: {
          accept: 'image/webp,image/png,image/jpeg,image/gif;q=0.9',
          'accept-encoding': 'identity',
          'user-agent': 'MatchdayShareImage/1',
        },
      },
      (response) => {
        const encoding = response.headers['content-encoding'];
        if (response.statusCode !== 200 || (encoding !== undefined && encoding !== 'identity')) {
          request.destroy();
          return settle(UNAVAILABLE);
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          request.destroy();
          return settle(TOO_LARGE);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy();
            settle(TOO_LARGE);
          } else chunks.push(chunk);
        });
        response.on('end', () => settle({ ok: true, bytes: Buffer.concat(chunks) }));
        response.on('error', () => settle(UNAVAILABLE));
      },
    );
    // Refused, reset, aborted by the deadline, a bad certificate: all the same to the fan.
    request.on('error', () => settle(UNAVAILABLE));
    request.end();
  });
