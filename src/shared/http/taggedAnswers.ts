/** Tagged answers kept at most: a screen polls a handful of id sets (lists, home, a match). */
export const TAGGED_ANSWERS_MAX = 32;

interface Kept {
  etag: string;
  data: unknown;
}

/**
 * The gateway answers that came with an ETag, by call and arguments, the most recently used last:
 * the next call of the same kind asks "changed since this tag?" and a 304 answers the kept one.
 */
class TaggedAnswers {
  private readonly byKey = new Map<string, Kept>();

  get(key: string): Kept | undefined {
    const kept = this.byKey.get(key);
    if (kept) {
      this.byKey.delete(key);
      this.byKey.set(key, kept);
    }
    return kept;
  }

  set(key: string, kept: Kept): void {
    this.byKey.delete(key);
    this.byKey.set(key, kept);
    if (this.byKey.size > TAGGED_ANSWERS_MAX) {
      const oldest = this.byKey.keys().next();
      if (!oldest.done) this.byKey.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.byKey.delete(key);
  }

  /** Forgets everything (tests; a logout changes no live score, so nothing else needs it). */
  clear(): void {
    this.byKey.clear();
  }
}

export const taggedAnswers = new TaggedAnswers();
