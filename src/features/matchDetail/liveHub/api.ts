import type { MatchItem } from '@contracts/sportdata/matches';
import type { Sport } from '@entities/match';
import { fetchMatchPage } from '@features/matches';
import { SPORT } from '@domain/sport';

/** The most matches one sport's in-play list is asked for on the 直播 page. */
export const LIVE_HUB_PAGE_SIZE = 100;

/** In-play matches of both sports that can be watched here: a video source or the animation. */
export async function fetchWatchableLive(signal?: AbortSignal): Promise<MatchItem[]> {
  const sports: Sport[] = ['football', 'basketball'];
  const pages = await Promise.all(
    sports.map((sport) =>
      fetchMatchPage(
        {
          sport,
          matchStatus: 1,
          date: null,
          game: 0,
          oddsCompany: 0,
          pageNo: 1,
          pageSize: LIVE_HUB_PAGE_SIZE,
        },
        signal,
      ),
    ),
  );
  return pages
    .flatMap((page) => page.list)
    .filter((m) => m.is_video || (m.is_cartoon && m.sportType === SPORT.football));
}
