import { fetchGateway } from './gateway';

/**
 * A paid plan still for sale (its match not started) on a running server, found through the public
 * calls the app makes: the day's matches, each match's plans, a plan's detail.
 */
export async function planForSale(baseUrl: string): Promise<{ id: number; price: number }> {
  const day = await fetchGateway<{ list: { matchId: number }[] }>(baseUrl, 'getMatchListByDate', {
    pageSize: 100,
  });
  for (const match of day.list) {
    const res = await fetch(
      `${baseUrl}/api/matchcenter/queryPlanAndJdByMatchId?matchId=${match.matchId}&matchType=1`,
    );
    const { data } = (await res.json()) as {
      data?: { list: { kind: string; id: number; price: number }[] };
    };
    for (const tip of data?.list ?? []) {
      if (tip.kind !== 'plan' || tip.price <= 0) continue;
      const detail = await fetch(`${baseUrl}/api/plan/detail/${tip.id}`);
      const plan = (await detail.json()) as { data?: { onSale: boolean } };
      if (plan.data?.onSale) return { id: tip.id, price: tip.price };
    }
  }
  throw new Error('no plan for sale today');
}
