import { create } from 'zustand';
import { loginSuccess$, logoutSuccess$ } from '@shared/events';
import { isLoggedIn } from '@shared/session';
import { fetchFollowedIds, type FollowSport } from './api';

/**
 * Followed matches of the logged-in fan (product-spec §4 "Follow"), normalized by match id so a row
 * asks "is this one followed?" in O(1). Loaded on loginSuccess and on first use when logged in;
 * cleared on logoutSuccess. Match ids are unique across sports, so one map holds both.
 */
export interface FollowState {
  /** matchId → its sport, for every followed match. */
  followed: Readonly<Record<number, FollowSport>>;
  /** Calls in flight by match id: a second tap waits for the first. */
  pending: Readonly<Record<number, true>>;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const empty = (): FollowState => ({ followed: {}, pending: {}, status: 'idle' });

export const useFollowStore = create<FollowState>(empty);

/** Followed ids of a sport; give `state` to use it inside a selector (with useShallow). */
export function followedIds(
  sport: FollowSport,
  state: FollowState = useFollowStore.getState(),
): number[] {
  const ids: number[] = [];
  for (const [id, s] of Object.entries(state.followed)) if (s === sport) ids.push(Number(id));
  return ids;
}

/** Pages after the first are only a guard: the server caps follows at one page per sport. */
const MAX_PAGES = 10;

async function loadSport(sport: FollowSport): Promise<number[]> {
  const ids: number[] = [];
  for (let pn = 1; pn <= MAX_PAGES; pn += 1) {
    const page = await fetchFollowedIds(sport, pn);
    ids.push(...page.list);
    if (!page.hasMore) break;
  }
  return ids;
}

/** Bumped by every load and by logout: an answer of an older generation is dropped. */
let generation = 0;
/** Follow changes confirmed while a load was in flight; they win over the load's older picture. */
let editsDuringLoad = new Map<number, FollowSport | null>();

/** Loads both sports' followed ids (replacing what is held). Visitors hold nothing. */
export async function loadFollows(): Promise<void> {
  if (!isLoggedIn()) return;
  const mine = ++generation;
  editsDuringLoad = new Map();
  useFollowStore.setState({ status: 'loading' });
  try {
    const [football, basketball] = await Promise.all([loadSport(1), loadSport(2)]);
    if (mine !== generation) return;
    const followed: Record<number, FollowSport> = {};
    for (const id of football) followed[id] = 1;
    for (const id of basketball) followed[id] = 2;
    for (const [id, sport] of editsDuringLoad) {
      if (sport === null) delete followed[id];
      else followed[id] = sport;
    }
    useFollowStore.setState({ followed, status: 'ready' });
  } catch {
    // Stars stay as they were; the next first use (a new screen) asks again.
    if (mine === generation) useFollowStore.setState({ status: 'error' });
  }
}

/** First use: loads once when logged in and nothing is loaded or loading. */
export function ensureFollowsLoaded(): void {
  const { status } = useFollowStore.getState();
  if (status === 'idle' || status === 'error') void loadFollows();
}

/** Records a confirmed follow (sport) or unfollow (null). */
export function setFollowed(matchId: number, sport: FollowSport | null): void {
  editsDuringLoad.set(matchId, sport);
  useFollowStore.setState((s) => {
    const followed = { ...s.followed };
    if (sport === null) delete followed[matchId];
    else followed[matchId] = sport;
    return { followed };
  });
}

export function setPending(matchId: number, on: boolean): void {
  useFollowStore.setState((s) => {
    const pending = { ...s.pending };
    if (on) pending[matchId] = true;
    else delete pending[matchId];
    return { pending };
  });
}

/** Forgets everything (logout; tests). */
export function resetFollowStore(): void {
  generation += 1;
  editsDuringLoad = new Map();
  useFollowStore.setState(empty());
}

let bound = false;
/** Ties the store to the session events once; called when this module is first imported. */
export function bindFollowSession(): void {
  if (bound) return;
  bound = true;
  loginSuccess$.subscribe(() => void loadFollows());
  logoutSuccess$.subscribe(() => resetFollowStore());
}
bindFollowSession();
