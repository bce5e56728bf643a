import { homeHotSearch, homeSearch, type SearchAnswer, type SearchScope } from '@contracts/search';
import { call } from '@shared/http';

/** One home search: the preview of every kind (`all`) or a page of one kind. */
export function fetchSearch(
  words: string,
  scope: SearchScope,
  pageNo: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  return call(homeSearch, { words, scope, pageNo }, { signal });
}

/** 热门搜索: words computed by the server from what fans follow now. */
export async function fetchHotWords(signal?: AbortSignal): Promise<string[]> {
  return (await call(homeHotSearch, {}, { signal })).list.map((w) => w.word);
}
