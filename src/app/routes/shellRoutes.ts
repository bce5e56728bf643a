import { page } from './define';
import type { RouteDef } from './types';

/** Pages the shell itself owns. They are not in the spec's lists but its guards lead to them. */
export const shellRoutes: RouteDef[] = [
  // "A framed page is replaced with a blank notice page" (product-spec §2 Guards).
  page('notice', '提示', 'app', { load: () => import('../shell/FramedNoticePage') }),
  // Where the login guard sends channels whose host app logs the fan in (the flows arrive with accounts).
  page('login/third-party', '登录', 'account', {
    query: { channel: null, backUrl: null },
    load: () => import('@features/account/partner/ThirdPartyLoginPage'),
  }),
];
