import { delay } from '@schedulers';
import { CLIPBOARD_CHECK_MS } from './timings';

export type CopyOutcome = 'copied' | 'manual';

/** The part of the Clipboard API the copy uses (absent in older web views and on plain http). */
export type TextClipboard = Pick<Clipboard, 'writeText'>;

function hostClipboard(): TextClipboard | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}

/**
 * Copies a link with the Clipboard API and checks CLIPBOARD_CHECK_MS later (product-spec §9) that the
 * write went through: 'copied', or 'manual' when it failed, is still pending (a permission prompt, a
 * web view that never answers) or there is no Clipboard API — the sheet then shows the link selected
 * for the fan to copy by hand.
 */
export async function copyWithCheck(
  text: string,
  clipboard: TextClipboard | undefined = hostClipboard(),
): Promise<CopyOutcome> {
  let written = false;
  try {
    clipboard?.writeText(text).then(
      () => (written = true),
      () => undefined,
    );
  } catch {
    // Some web views throw at once instead of rejecting: the same as a refusal.
  }
  await delay(CLIPBOARD_CHECK_MS);
  return written ? 'copied' : 'manual';
}
