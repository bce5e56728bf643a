import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { SHARE_IMAGE_MAX_BYTES } from '../../../contracts/share';
import { refused, type Outcome } from '../../platform/refusals';
import { isPublicAddress } from './addresses';
import { pictureOf, type Picture } from './pictures';
import { ShareRefusals } from './refusals';
import { OUTSIDE_IMAGE_TIMEOUT_MS } from './settings';
import { httpTransport, type ImageTransport, type ResolvedAddress } from './transport';

/** The addresses a host name resolves to (every one, so that none can hide behind another). */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** Settles when the proxy stops waiting (tests settle it themselves; it is cancelled by the signal). */
export type Deadline = (signal: AbortSignal) => Promise<unknown>;

export interface OutsideImageDeps {
  lookup: Lookup;
  transport: ImageTransport;
  deadline: Deadline;
}

export const defaultOutsideImageDeps: OutsideImageDeps = {
  lookup: async (hostname) =>
    (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
      address,
      family: family === 6 ? 6 : 4,
    })),
  transport: httpTransport,
  // The server's own clock of waits (node:timers/promises, as the first screens' deadline): no
  // hand-made timer to forget; the signal cancels it as soon as the picture is in.
  deadline: (signal) => delay(OUTSIDE_IMAGE_TIMEOUT_MS, undefined, { signal }),
};

const LATE: unique symbol = Symbol('late');

/**
 * A picture of a listed outside host. The name is resolved first and every address it has must be a
 * public one (addresses.ts); the request then goes to exactly the address that was checked (the
 * transport pins it), so a name that answers differently a moment later cannot steer the request
 * inside. No redirect is followed. Lookup and reading share one deadline; whatever goes wrong over
 * there is image_unavailable, and nothing about the address is kept or logged.
 */
export async function readOutsideImage(
  deps: OutsideImageDeps,
  url: URL,
): Promise<Outcome<Picture>> {
  const stopWork = new AbortController();
  const stopClock = new AbortController();
  const late = deps.deadline(stopClock.signal).then(
    (): typeof LATE => LATE,
    (): typeof LATE => LATE,
  );
  try {
    const read = await Promise.race([fetchPicture(deps, url, stopWork.signal), late]);
    if (read === LATE) {
      stopWork.abort();
      return refused(ShareRefusals.unavailable);
    }
    return read;
  } finally {
    stopClock.abort();
  }
}

async function fetchPicture(
  deps: OutsideImageDeps,
  url: URL,
  signal: AbortSignal,
): Promise<Outcome<Picture>> {
  // `[::1]` as written in a URL; the address itself without the brackets.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  try {
    const literal = isIP(hostname);
    addresses =
      literal === 0
        ? await deps.lookup(hostname)
        : [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } catch {
    return refused(ShareRefusals.unavailable);
  }
  const first = addresses[0];
  if (!first) return refused(ShareRefusals.unavailable);
  if (addresses.some((a) => !isPublicAddress(a.address))) return refused(ShareRefusals.hostPrivate);
  const fetched = await deps.transport({
    url,
    address: first,
    maxBytes: SHARE_IMAGE_MAX_BYTES,
    signal,
  });
  if (!fetched.ok)
    return refused(
      fetched.reason === 'too_large' ? ShareRefusals.tooLarge : ShareRefusals.unavailable,
    );
  return pictureOf(fetched.bytes);
}
