import { DEFAULT_USER_IMAGE } from '@contracts/share';
import type { ShareTarget } from './links';

/**
 * What of a page a share image shows, by the target's kind: the match's header (teams, score,
 * status), the free part of a plan (the expert, the match, title and summary — never the picks a fan
 * paid for), the expert's head and record. Read from the page the fan is looking at.
 */
const CAPTURED: Readonly<Record<ShareTarget['kind'], readonly string[]>> = {
  match: ['[data-testid="match-detail"] .md-header'],
  plan: [
    '[data-testid="plan-page"] .plan-expert',
    '[data-testid="plan-page"] .plan-match',
    '[data-testid="plan-page"] .plan-card',
  ],
  expert: ['[data-testid="expert-head"]', '[data-testid="expert-record"]'],
};

/**
 * Parts of a captured card that mean nothing in a picture: buttons, the share button itself, the
 * match header's controls (its red-packet link and follow star) and the expert's 订阅推送 link.
 */
const LEFT_OUT = 'button, [data-share-skip], .md-header__follow, .xp-head__push';

/** The parts of the page a share image of this target shows, in order; empty when none is there. */
export function capturedParts(root: ParentNode, kind: ShareTarget['kind']): HTMLElement[] {
  return CAPTURED[kind].flatMap((selector) => [...root.querySelectorAll<HTMLElement>(selector)]);
}

export interface PosterText {
  /** The app's name for the channel (the brand band on top). */
  appName: string;
  /** The sharer, when logged in: their picture (a data URL) and name in the foot. */
  sharer: { nickname: string; image: string } | null;
}

/**
 * The share image's page, built offscreen from copies of the captured parts: the brand band, the
 * parts inside wrappers carrying their page's classes (so the page's styles reach the copies as they
 * reach the originals), and a foot naming the sharer and the app. Nothing on the fan's page changes.
 */
export function buildPoster(parts: readonly HTMLElement[], text: PosterText): HTMLElement {
  const doc = parts[0]?.ownerDocument ?? document;
  const poster = doc.createElement('div');
  poster.className = 'share-poster';
  poster.style.width = `${Math.round(pageWidthOf(parts[0]))}px`;

  const brand = doc.createElement('header');
  brand.className = 'share-poster__brand';
  brand.textContent = text.appName;
  poster.append(brand);

  const body = wrappedLike(parts[0], doc);
  poster.append(body.outer);
  for (const part of parts) body.inner.append(copyOf(part));

  const foot = doc.createElement('footer');
  foot.className = 'share-poster__foot';
  if (text.sharer) {
    const avatar = doc.createElement('img');
    avatar.className = 'share-poster__avatar';
    avatar.alt = '';
    avatar.src = text.sharer.image || DEFAULT_USER_IMAGE;
    const who = doc.createElement('span');
    who.className = 'share-poster__who';
    who.textContent = `${text.sharer.nickname} 分享给你`;
    foot.append(avatar, who);
  }
  const hint = doc.createElement('span');
  hint.className = 'share-poster__hint';
  hint.textContent = `打开「${text.appName}」查看完整内容`;
  foot.append(hint);
  poster.append(foot);
  return poster;
}

/** A deep copy to draw: no buttons, pictures loaded at once (a lazy one offscreen never would). */
function copyOf(part: HTMLElement): HTMLElement {
  const copy = part.cloneNode(true) as HTMLElement;
  for (const left of copy.querySelectorAll(LEFT_OUT)) left.remove();
  for (const img of copy.querySelectorAll('img')) img.loading = 'eager';
  copy.removeAttribute('id');
  return copy;
}

/** Nested wrappers with the classes of the part's ancestors (body excluded), outermost first. */
function wrappedLike(
  part: HTMLElement | undefined,
  doc: Document,
): { outer: HTMLElement; inner: HTMLElement } {
  const classes: string[] = [];
  for (let at = part?.parentElement; at && at !== doc.body; at = at.parentElement)
    classes.unshift(at.className);
  const outer = doc.createElement('div');
  outer.className = 'share-poster__body';
  let inner = outer;
  for (const className of classes) {
    const wrapper = doc.createElement('div');
    if (className) wrapper.className = className;
    // A page's classes bring its look, not its size: a page that fills the screen would leave the
    // picture a screen tall.
    Object.assign(wrapper.style, { minHeight: '0', height: 'auto', overflow: 'visible' });
    inner.append(wrapper);
    inner = wrapper;
  }
  return { outer, inner };
}

const PHONE_WIDTH = 375;

/** The width the parts are laid out at on the page (a phone's when it cannot be measured). */
function pageWidthOf(part: HTMLElement | undefined): number {
  const width = part?.getBoundingClientRect().width ?? 0;
  return width > 0 ? width : PHONE_WIDTH;
}

/** Whether a picture is of another origin (it would taint the canvas): such ones go through the proxy. */
export function isOtherOrigin(src: string, origin: string): boolean {
  if (!/^https?:/i.test(src) && !src.startsWith('//')) return false;
  try {
    return new URL(src, origin).origin !== origin;
  } catch {
    return false;
  }
}

/**
 * Replaces every picture of another origin in the poster by its data URL (`embed`: the proxy, with the
 * default user image when it fails), all at once. Same-origin pictures and data URLs stay.
 */
export async function embedOtherOrigins(
  poster: HTMLElement,
  origin: string,
  embed: (url: string) => Promise<string>,
): Promise<void> {
  const images = [...poster.querySelectorAll('img')].filter((img) =>
    isOtherOrigin(img.getAttribute('src') ?? '', origin),
  );
  await Promise.all(
    images.map(async (img) => {
      img.src = await embed(img.getAttribute('src') ?? '');
    }),
  );
}
