import { delay } from '@schedulers';

/** product-spec §9: the copy is checked 50 ms after it is made. */
export const CLIPBOARD_CHECK_MS = 50;

/**
 * Copies text: the async clipboard where the page may use it, else a selected text area and
 * execCommand (older WebViews). Whether it worked is told after CLIPBOARD_CHECK_MS, through the
 * scheduler's clock, so a WebView that resolves late is not reported as failed.
 */
export async function copyText(text: string): Promise<boolean> {
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      copied = true;
    }
  } catch {
    copied = false;
  }
  if (!copied) {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    document.body.appendChild(area);
    area.select();
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
  }
  await delay(CLIPBOARD_CHECK_MS);
  return copied;
}
