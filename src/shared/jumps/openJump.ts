import type { JumpTarget } from './target';

/**
 * Follows a jump: a path of the app through the router's navigate, another site by leaving the app
 * in the same tab (an advert's partner page replaces the app as a link would; back returns).
 */
export function openJump(
  target: JumpTarget,
  navigate: (href: string) => void,
  leave: (url: string) => void = (url) => window.location.assign(url),
): void {
  if (target.kind === 'route') navigate(target.href);
  else leave(target.url);
}
