import { defineResource } from '@schedulers';
import { fetchHotWords, fetchSearch } from './api';
import { HOT_WORDS_STALE_MS } from './timings';

/** The hot words: asked once, kept a while (they follow the follows, which move slowly). */
export const hotWordsResource = defineResource({
  name: 'home-search-hot',
  key: () => 'hot',
  fetch: (_: void, signal) => fetchHotWords(signal),
  staleMs: HOT_WORDS_STALE_MS,
});

/** 全部: the first hits of every kind for a word. */
export const searchPreviewResource = defineResource({
  name: 'home-search-preview',
  key: (words: string) => words,
  fetch: (words: string, signal) => fetchSearch(words, 'all', 1, signal),
});
