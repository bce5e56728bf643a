/**
 * A searched word as a LIKE / ILIKE pattern that matches it anywhere. `%` and `_` are the pattern's
 * own characters (and `\` its escape, PostgreSQL's default): a fan who types them means them
 * literally, so each is escaped. Every search of the server builds its pattern here.
 */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
