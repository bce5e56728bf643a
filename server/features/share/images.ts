import type { Outcome } from '../../platform/refusals';
import { sortImageAddress } from './imageAddress';
import { readOutsideImage, type OutsideImageDeps } from './outsideImages';
import { readOwnImage, type OwnImageDeps } from './ownImages';
import type { Picture } from './pictures';
import type { ShareSettings } from './settings';

export interface ImageReaderDeps extends OwnImageDeps {
  settings: ShareSettings;
  outside: OutsideImageDeps;
}

/** Who asks, as far as reading a picture goes. */
export interface PictureViewer {
  viewerId: number;
  /** The host names this server answers as (the request's Host and the app's origins). */
  ownHosts: readonly string[];
}

/**
 * A picture by its address, for the proxy and for the fan's own picture in their share info: this
 * server's own paths read inside it, a listed outside host over the network, anything else refused
 * before a byte is read (docs/decisions/sharing.md "The image proxy").
 */
export async function readPicture(
  deps: ImageReaderDeps,
  raw: string,
  viewer: PictureViewer,
): Promise<Outcome<Picture>> {
  const address = sortImageAddress(raw, viewer.ownHosts, deps.settings);
  if (!address.ok) return address;
  return address.data.kind === 'own'
    ? readOwnImage(deps, address.data.path, viewer.viewerId)
    : readOutsideImage(deps.outside, address.data.url);
}
