/**
 * Fetches again the stylesheets of the page that failed to load: ones a chunk's load added while the
 * network was away. Vite's preload asks for a chunk's stylesheet once per page life, whatever came
 * of it, so a page or tab retried after the network returns would otherwise come without its CSS.
 * Called before a lazy screen's code is asked for; resolves once the fresh links have settled, so
 * the screen is not drawn unstyled first.
 */
export function reloadFailedStyles(doc: Document = document): Promise<void> {
  const settled: Array<Promise<void>> = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!failedToLoad(link, doc)) continue;
    const fresh = link.cloneNode() as HTMLLinkElement;
    settled.push(
      new Promise<void>((done) => {
        fresh.addEventListener('load', () => done(), { once: true });
        fresh.addEventListener('error', () => done(), { once: true });
      }),
    );
    link.replaceWith(fresh);
  }
  return Promise.all(settled).then(() => undefined);
}

/**
 * Chromium leaves a failed stylesheet a sheet whose rules cannot be read, as if it came from another
 * origin; one of our own origin that reads so has failed. Another origin's sheet cannot be told
 * apart from a failed one, so it is left alone.
 */
function failedToLoad(link: HTMLLinkElement, doc: Document): boolean {
  const sheet = link.sheet;
  // Still loading (no sheet yet) is not a failure.
  if (sheet === null) return false;
  try {
    void sheet.cssRules;
    return false;
  } catch {
    return new URL(link.href, doc.baseURI).origin === new URL(doc.baseURI).origin;
  }
}
