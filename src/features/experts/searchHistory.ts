import { StorageKeys, wordHistory } from '@shared/storage';
import { EXPERT_SEARCH_RULE } from './rules';

/** The expert search history kept on this device (local storage), newest first. */
const history = wordHistory(StorageKeys.expertSearchHistory, EXPERT_SEARCH_RULE);

export function readSearchHistory(): readonly string[] {
  return history.read();
}

/** Records a searched word by the history rule; answers the history after it. */
export function rememberSearchWord(word: string): readonly string[] {
  return history.remember(word);
}

export function clearSearchHistory(): void {
  history.clear();
}
