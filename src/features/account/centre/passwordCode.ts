/**
 * The verified password code, kept between the two steps of the password page and cleared after use
 * or when the page is left (product-spec §4 "Other"). In memory only: a code never reaches storage.
 */
let cached: string | null = null;

export function cachePasswordCode(code: string): void {
  cached = code;
}
export function cachedPasswordCode(): string | null {
  return cached;
}
export function clearPasswordCode(): void {
  cached = null;
}
