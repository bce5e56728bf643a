import { StorageKeys, wordHistory } from '@shared/storage';
import { EXPERT_SEARCH_RULE } from './rules';

/** The expert search history kept on this device (local storage), newest first. */
export const expertSearchHistory = wordHistory(StorageKeys.expertSearchHistory, EXPERT_SEARCH_RULE);
