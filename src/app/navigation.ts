import { hrefFor, navigatesAsRoot, type NavParams } from './routes/href';

interface Navigator {
  navigate(to: string, opts?: { replace?: boolean }): Promise<void> | void;
}

let router: Navigator | undefined;

export function bindNavigator(next: Navigator): void {
  router = next;
}

/**
 * Goes to the page `name` (product-spec §2 Navigation rules). Throws on an unknown name or a missing
 * path parameter; tabs replace the current entry (navigate as root).
 */
export async function navigate(
  name: string,
  params: NavParams = {},
  opts: { replace?: boolean } = {},
): Promise<void> {
  const href = hrefFor(name, params);
  if (!router) throw new Error('navigate() called before the router started');
  await router.navigate(href, { replace: opts.replace ?? navigatesAsRoot(name) });
}
