import { and, desc, eq, lt } from 'drizzle-orm';
import * as matchCalls from '../../../contracts/sportdata/matchCalls';
import { matchTexts } from '../../db/schema';
import { defineApi } from '../../platform/gateway/api';

/** Text commentary, newest first; `beforeId` pages back through older lines. */
export const getMatchTextLive = defineApi(
  matchCalls.getMatchTextLive,
  async ({ matchId, beforeId, pageSize }, { db }) => {
    const where = [eq(matchTexts.matchId, matchId)];
    if (beforeId !== undefined) where.push(lt(matchTexts.id, beforeId));
    const rows = await db
      .select()
      .from(matchTexts)
      .where(and(...where))
      .orderBy(desc(matchTexts.happenedAt), desc(matchTexts.id))
      .limit(pageSize + 1);
    return {
      list: rows.slice(0, pageSize).map((r) => ({
        id: r.id,
        minute: r.minute,
        content: r.content,
        happenedAt: r.happenedAt.getTime(),
      })),
      hasMore: rows.length > pageSize,
    };
  },
);
