import {
  SPECIAL_DATA_MODELS,
  type SpecialDataModel,
} from '../../../contracts/sportdata/specialData';
import { SPORT } from '../../../domain/sport';
import type { Database } from '../../db/database';
import { europeExchanges, tradedOnEveryOutcome } from './betPercent';
import { matchesOf } from './queries';
import { sameOddsCountsOf } from './sameOdds';

// getMatchJuheInfoByIdList / getBkMatchJuheInfoByIdList (issue 36 §2, product-spec §5): which
// special-data models have data for each match, by the same rules as the pages themselves, so the
// client shows 暂无数据 instead of opening an empty page (docs/decisions/special-data.md).

/** The models with data for each match of the sport among `ids` (others left out), in the given order. */
export async function juheInfo(db: Database, sport: number, ids: readonly number[], now: number) {
  const rows = (await matchesOf(db, [...new Set(ids)])).filter((m) => m.sport === sport);
  const exchanges = await europeExchanges(db, rows, now);
  const countOf = await sameOddsCountsOf(
    db,
    rows.map((m) => m.matchId),
  );
  const byId = new Map(rows.map((m) => [m.matchId, m]));
  const list = [...new Set(ids)].flatMap((id) => {
    const match = byId.get(id);
    if (!match) return [];
    const exchange = exchanges.get(id);
    const books = exchange?.books.length ?? 0;
    const models: SpecialDataModel[] = [];
    // Same odds: the page's first view (the crown, exact opening odds) lists a past match.
    if (countOf(id, 'europe') + countOf(id, 'asia') + countOf(id, 'bigsmall') > 0)
      models.push(SPECIAL_DATA_MODELS.tongpei);
    // Kelly: a book prices the match (the list is not empty).
    if (books > 0) models.push(SPECIAL_DATA_MODELS.kaili);
    // Dispersion: a spread needs two books.
    if (books > 1) models.push(SPECIAL_DATA_MODELS.lisan);
    // The exchange and the proportions: money on every outcome.
    if (tradedOnEveryOutcome(exchange))
      models.push(SPECIAL_DATA_MODELS.bifa, SPECIAL_DATA_MODELS.touzhubi);
    // The wind vane: football's books.
    if (books > 0 && match.sport === SPORT.football) models.push(SPECIAL_DATA_MODELS.fengxiangbiao);
    return [{ matchId: id, models }];
  });
  return { list };
}
