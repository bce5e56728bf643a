import { HOME_SEARCH_HISTORY } from '@contracts/search';
import { currentUserId } from '@shared/session';
import { StorageKeys, wordHistory } from '@shared/storage';

/**
 * The fan's home search history (product-spec §5): 6 words per key, a word searched again moved to
 * the front, blank words never kept. The key is the fan's (the visitor's own when logged out), read
 * at each use, so a login switches to that fan's words.
 */
export function homeSearchHistory() {
  const fan = currentUserId() || 'guest';
  return wordHistory(`${StorageKeys.homeSearchHistory}:${fan}`, {
    limit: HOME_SEARCH_HISTORY,
    repeated: 'front',
  });
}
