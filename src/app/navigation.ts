import { hrefFor, navigatesAsRoot, type HrefArgs, type RouteName } from '@shared/routes';

interface Navigator {
  navigate(to: string, opts?: { replace?: boolean }): Promise<void> | void;
}

let router: Navigator | undefined;

export function bindNavigator(next: Navigator): void {
  router = next;
}

/**
 * Goes to the page `name` (product-spec §2 Navigation rules) from code outside components, with the
 * parameters `hrefFor` takes (so an unknown name or a missing path parameter does not compile). Tabs
 * replace the current entry (navigate as root).
 */
export async function navigate<N extends RouteName>(name: N, ...args: HrefArgs<N>): Promise<void> {
  const href = hrefFor(name, ...args);
  if (!router) throw new Error('navigate() called before the router started');
  await router.navigate(href, { replace: navigatesAsRoot(name) });
}
