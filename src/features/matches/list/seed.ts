import { getMatchListByDate } from '@contracts/sportdata/matchCalls';
import { patchList, readyList, setServerToday, upsertMatches } from '@entities/match';
import { listKey, type ListQuery } from './listQuery';
import { markSeeded } from './seededLists';

/**
 * A list's first page as the server sent it with the page (issue 20 §3: the first screen rendered
 * on the server), put in the store as if the list had loaded it: its matches, the server's today
 * (the date strip), and the list's slice, ready at page 1. The server's render and the app's first
 * render then draw the same rows; the list opened on it asks nothing more than the next page and
 * its live scores (`takeSeededList`). False, and nothing seeded, when the data does not pass the
 * call's contract.
 */
export function seedListPage(query: ListQuery, data: unknown): boolean {
  const parsed = getMatchListByDate.output.safeParse(data);
  if (!parsed.success) return false;
  const page = parsed.data;
  const key = listKey(query);
  upsertMatches(page.list);
  setServerToday(page.date);
  patchList(
    key,
    readyList(
      page.list.map((match) => match.matchId),
      page.pageNo,
      page.hasMore,
    ),
  );
  markSeeded(key);
  return true;
}
