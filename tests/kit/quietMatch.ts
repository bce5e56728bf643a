import { fetchGateway } from './gateway';

/**
 * A football match of today that no crowd chats in (not hot, a small league), from the gateway:
 * a chat room whose messages are the test's own. Weights under 78 draw no crowd
 * (server/features/chat/crowd.ts): 荷甲 16, 葡超 23, 美职联 21…
 */
export async function quietMatchId(baseUrl: string): Promise<number> {
  const page = await fetchGateway<{
    list: { matchId: number; isHot: boolean; leagueId: number }[];
  }>(baseUrl, 'getMatchListByDate', { pageSize: 100 });
  const quiet = page.list.find((m) => !m.isHot && [16, 23, 21, 4, 273, 37].includes(m.leagueId));
  const match = quiet ?? page.list[0];
  if (!match) throw new Error('no match today');
  return match.matchId;
}
