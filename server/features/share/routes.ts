import type { FastifyRequest } from 'fastify';
import { transformUrl, userShareInfo } from '../../../contracts/share';
import type { Database } from '../../db/database';
import { limiter } from '../../platform/limiter';
import { CommonRefusals, done, refused } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { hostsOf } from './imageAddress';
import { readPicture, type ImageReaderDeps, type PictureViewer } from './images';
import { defaultOutsideImageDeps, type OutsideImageDeps } from './outsideImages';
import { asDataUrl } from './pictures';
import {
  PROXY_CALLS_PER_WINDOW,
  PROXY_WINDOW_MS,
  readShareSettings,
  type ShareSettings,
} from './settings';
import { shareInfoOf } from './shareInfo';

export interface ShareDeps {
  db: Database;
  /** The built app, whose `ads/` images are this server's own pictures. */
  distDir: string | null;
  /** The app's origins besides the server's own (CHAT_ORIGINS): addresses there are ours too. */
  appOrigins: readonly string[];
  /** SHARE_IMAGE_HOSTS by default. */
  settings?: ShareSettings;
  /** Name lookup, transport and deadline of outside pictures (tests bring their own). */
  outside?: Partial<OutsideImageDeps>;
}

/**
 * Sharing (calls-errors-spec §7.8): the fan's share info (the cookie is enough: it only reads) and
 * the image proxy (a header token: it makes the server read on the fan's behalf), at most
 * PROXY_CALLS_PER_WINDOW conversions per fan. Rules and codes: docs/decisions/sharing.md.
 */
export function shareRoutes(route: Router, deps: ShareDeps): void {
  const reader: ImageReaderDeps = {
    db: deps.db,
    distDir: deps.distDir,
    settings: deps.settings ?? readShareSettings(),
    outside: { ...defaultOutsideImageDeps, ...deps.outside },
  };
  const appHosts = hostsOf(deps.appOrigins);
  const viewerOf = (userId: number, request: FastifyRequest): PictureViewer => ({
    viewerId: userId,
    ownHosts: [request.hostname, ...appHosts],
  });
  const conversions = limiter({
    limit: PROXY_CALLS_PER_WINDOW,
    windowMs: PROXY_WINDOW_MS,
    lockMs: PROXY_WINDOW_MS,
  });

  route(transformUrl, async ({ url }, { caller, request }) => {
    const key = `user:${caller.userId}`;
    if (conversions.lockedFor(key) > 0) return refused(CommonRefusals.tooManyRequests);
    conversions.hit(key);
    const picture = await readPicture(reader, url, viewerOf(caller.userId, request));
    return picture.ok ? done(asDataUrl(picture.data)) : picture;
  });

  route(userShareInfo, (_input, { caller, request }) =>
    shareInfoOf(reader, viewerOf(caller.userId, request)),
  );
}
