import { DEFAULT_USER_IMAGE } from '@contracts/share';
import { delay } from '@schedulers';
import { tokenColour } from '@shared/theme';
import { transformImage } from './api';
import { buildPoster, embedOtherOrigins, isOtherOrigin, type PosterText } from './poster';
import { SCREENSHOT_CLONE_WAIT_MS } from './timings';

/** The library that draws a DOM tree as a PNG, loaded only when a fan asks for a picture. */
export const loadRenderer = () => import('modern-screenshot');

/** A picture of another origin through the proxy; the default user image when that fails (calls-errors-spec §8). */
export function proxiedPicture(url: string): Promise<string> {
  return transformImage(url).catch(() => DEFAULT_USER_IMAGE);
}

export interface ShareImageDeps {
  load: typeof loadRenderer;
  embed: (url: string) => Promise<string>;
  wait: (ms: number) => Promise<void>;
}

const defaults: ShareImageDeps = { load: loadRenderer, embed: proxiedPicture, wait: delay };

/** The host of the poster while it is drawn: in the page (styles apply), out of sight. */
function offscreenHost(doc: Document): HTMLElement {
  const host = doc.createElement('div');
  host.className = 'share-poster-host';
  host.setAttribute('aria-hidden', 'true');
  doc.body.append(host);
  return host;
}

/**
 * A share image (product-spec §9 "Screenshot clone wait 200 ms, PNG"): the captured parts copied into
 * a poster offscreen, pictures of other origins swapped for the proxy's data URLs, SCREENSHOT_CLONE_WAIT_MS
 * for the copy to settle (pictures decoded, layout done), then drawn as a PNG data URL by
 * modern-screenshot at the screen's pixel ratio (2 at most). Any failure rejects; the poster is
 * removed either way.
 */
export async function makeShareImage(
  parts: readonly HTMLElement[],
  text: PosterText,
  deps: ShareImageDeps = defaults,
): Promise<string> {
  if (parts.length === 0) throw new Error('nothing on this page to draw');
  const doc = parts[0]?.ownerDocument ?? document;
  const origin = doc.location?.origin ?? '';
  const host = offscreenHost(doc);
  try {
    const poster = buildPoster(parts, text);
    host.append(poster);
    await embedOtherOrigins(poster, origin, deps.embed);
    await deps.wait(SCREENSHOT_CLONE_WAIT_MS);
    const { domToPng } = await deps.load();
    return await domToPng(poster, {
      scale: Math.min(2, Math.max(1, doc.defaultView?.devicePixelRatio ?? 1)),
      // The card colour of the fan's theme, so a dark poster is not drawn on white.
      backgroundColor: tokenColour('--card', poster) || '#ffffff',
      // The app uses the system's fonts: nothing to embed.
      font: false,
      // Whatever the copy still names of another origin (a CSS background) goes through the proxy too.
      fetchFn: (url) => (isOtherOrigin(url, origin) ? deps.embed(url) : Promise.resolve(false)),
      fetch: { placeholderImage: DEFAULT_USER_IMAGE },
    });
  } finally {
    host.remove();
  }
}
