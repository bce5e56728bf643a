import { routePatterns, type RouteName } from '@shared/routes';
import { HOME_ROUTE } from './routes/firstScreens';

/**
 * The address at which the app hydrates the server's render of the first screen, or null when it
 * draws the page itself (issue 31). `seeded` is the route the first-screen script seeded from that
 * render; the page's script marks `root` with the route it put the render in. An address without a
 * route opens home: it becomes home's own address, because the router's redirect there would make
 * its first render differ from the page's.
 */
export function hydrationAddress(
  root: Element,
  seeded: RouteName | null,
  hash: string,
): string | null {
  if (!seeded || root.getAttribute('data-rendered') !== seeded) return null;
  const [path = '', ...query] = hash.replace(/^#\/?/, '').split('?');
  const at = path.replace(/\/+$/, '');
  const pattern = routePatterns[seeded];
  if (at !== pattern && !(at === '' && seeded === HOME_ROUTE)) return null;
  return `#/${pattern}${query.length > 0 ? `?${query.join('?')}` : ''}`;
}
