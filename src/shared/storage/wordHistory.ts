import { localStore, readJson } from './webStorage';

/**
 * A search history kept on this device (product-spec §5 "Search history"), newest first. Each search
 * has its rule: how many words it keeps, and whether a word searched again moves to the front (the
 * data and home searches) or stays where it is (the expert search). Blank words are never kept.
 */
export interface WordHistoryRule {
  limit: number;
  repeated: 'front' | 'keep';
}

/** The history after searching `word`; the same array when nothing changes. */
export function addWord(
  history: readonly string[],
  word: string,
  rule: WordHistoryRule,
): readonly string[] {
  const trimmed = word.trim();
  if (trimmed === '') return history;
  if (history.includes(trimmed)) {
    if (rule.repeated === 'keep' || history[0] === trimmed) return history;
    return [trimmed, ...history.filter((w) => w !== trimmed)];
  }
  return [trimmed, ...history].slice(0, rule.limit);
}

/** A stored history, kept only if it is a list of words (another version may have left anything). */
export function parseWords(value: unknown, limit: number): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((w): w is string => typeof w === 'string' && w.trim() !== '').slice(0, limit);
}

/** The history stored under `key`: read it, remember a word by the rule, clear it. */
export function wordHistory(key: string, rule: WordHistoryRule) {
  const read = (): readonly string[] =>
    readJson(localStore, key, (value) => parseWords(value, rule.limit)) ?? [];
  return {
    read,
    remember(word: string): readonly string[] {
      const before = read();
      const after = addWord(before, word, rule);
      if (after !== before) localStore.set(key, JSON.stringify(after));
      return after;
    },
    clear(): void {
      localStore.remove(key);
    },
  };
}
