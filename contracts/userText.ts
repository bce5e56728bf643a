/**
 * The rules for text a fan writes, wherever it enters (issue 17 §4.5): a signature, a nickname typed
 * in the app or sent by a partner for its fan. One copy, read by the app (to say at once what is
 * wrong) and by the server (to enforce it), so a rule cannot differ between the doors.
 */

/**
 * Something a browser would read as an HTML tag, comment or doctype: `<b>`, `</div>`, `<!-- -->`,
 * `<img …>` (the tag name right after `<`, as HTML wants it; `< b >`, `a < b` and `<3` are text).
 * The same rule as the chat's (contracts/chat.ts).
 */
const HTML_TAG = /<(?:[a-z][a-z0-9-]*\b[^>]*|\/[a-z][a-z0-9-]*\s*|!--[\s\S]*?--|![a-z][^>]*)>/i;

/**
 * Whether the text holds markup. Such text is refused rather than silently changed, so the fan knows
 * why; what is stored is then always plain text, whatever screen later shows it.
 */
export function hasHtmlTag(text: string): boolean {
  return HTML_TAG.test(text);
}

/** Control characters, line breaks and the Unicode line and paragraph separators included. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** Characters, not UTF-16 units: 「球」 and an emoji each count one. */
export const charCount = (value: string) => [...value].length;

/** What is wrong with free text, in the order a form says it: too short, too long, markup. */
export type TextRuleProblem = 'short' | 'long' | 'markup';

/**
 * How free text someone writes breaks the house rule (a plan's title and analysis, a note to an
 * expert and its reply), or null: its length in characters outside `chars`, markup, or a control
 * character — line breaks allowed when `lines`. Give it the text as it will be stored (trimmed).
 */
export function textRuleProblem(
  text: string,
  chars: { readonly min: number; readonly max: number },
  lines: boolean,
): TextRuleProblem | null {
  const n = charCount(text);
  if (n < chars.min) return 'short';
  if (n > chars.max) return 'long';
  if (hasHtmlTag(text) || hasControlCharacter(lines ? text.replace(/\n/g, '') : text))
    return 'markup';
  return null;
}

/** Whether free text breaks the house rule at all (textRuleProblem, for a yes or no). */
export function breaksTextRule(
  text: string,
  chars: { readonly min: number; readonly max: number },
  lines: boolean,
): boolean {
  return textRuleProblem(text, chars, lines) !== null;
}
