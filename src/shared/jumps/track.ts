/**
 * Tracking a click needs a non-empty key (product-spec §5): a click without one — no key, or only
 * blanks — is not reported at all, rather than reported under an empty name.
 */
export function trackableClickKey(key: unknown): string | null {
  if (typeof key !== 'string') return null;
  const trimmed = key.trim();
  return trimmed === '' ? null : trimmed;
}
