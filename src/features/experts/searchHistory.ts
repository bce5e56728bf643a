import { localStore, readJson, StorageKeys } from '@shared/storage';
import { addSearchWord, parseSearchHistory } from './rules';

/** The expert search history kept on this device (local storage), newest first. */
export function readSearchHistory(): readonly string[] {
  return readJson(localStore, StorageKeys.expertSearchHistory, parseSearchHistory) ?? [];
}

/** Records a searched word by the history rule; answers the history after it. */
export function rememberSearchWord(word: string): readonly string[] {
  const before = readSearchHistory();
  const after = addSearchWord(before, word);
  if (after !== before) localStore.set(StorageKeys.expertSearchHistory, JSON.stringify(after));
  return after;
}

export function clearSearchHistory(): void {
  localStore.remove(StorageKeys.expertSearchHistory);
}
