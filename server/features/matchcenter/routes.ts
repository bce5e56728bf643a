import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  MatchCenterMessages,
  TIPS_PAGE_SIZE,
  TIP_SORT,
  jdCountRequestSchema,
  jdListRequestSchema,
  tipsPageRequestSchema,
  type JdCount,
  type JdList,
  type TipsPage,
} from '../../../contracts/matchcenter';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ok, sendFail } from '../../platform/envelope';
import { tipItemOf } from './items';
import { expertJdCount, matchSport, tipCounts, tipsPage } from './queries';

interface MatchCenterDeps {
  db: Database;
  clock: Clock;
}

/** The arguments, or the Chinese message of the first problem (answered as 400 bad_request). */
function parseArgs<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; msg: string } {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, msg: parsed.error.issues[0]?.message || '请求参数错误' };
}

/** The match must exist and be of the sport asked for: a football id asked as basketball is unknown. */
async function knownMatch(db: Database, matchId: number, matchType: number): Promise<boolean> {
  return (await matchSport(db, matchId)) === matchType;
}

const matchNotFound = (reply: FastifyReply) =>
  sendFail(reply, 404, 'match_not_found', MatchCenterMessages.matchNotFound);

/**
 * The tips calls of calls-errors-spec §7.2 (docs/api.md "Match centre"). Public: a visitor sees the
 * same list, prices included, as a member; the paid content is not part of any of them.
 */
export function matchcenterRoutes(app: FastifyInstance, deps: MatchCenterDeps): void {
  app.get(
    '/api/matchcenter/queryPlanAndJdByMatchId',
    async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = parseArgs(tipsPageRequestSchema, request.query);
      if (!parsed.ok) return sendFail(reply, 400, 'bad_request', parsed.msg);
      const args = parsed.data;
      if (!(await knownMatch(deps.db, args.matchId, args.matchType))) return matchNotFound(reply);
      const now = deps.clock.now();
      const counts = await tipCounts(deps.db, args.matchId, now);
      const rows = await tipsPage(deps.db, {
        matchId: args.matchId,
        now,
        sort: args.sortType,
        offset: (args.pageNo - 1) * TIPS_PAGE_SIZE,
        limit: TIPS_PAGE_SIZE,
        kinds: 'all',
      });
      const total = counts.plans + counts.interpretations;
      const page: TipsPage = {
        matchId: args.matchId,
        matchType: args.matchType,
        sortType: args.sortType,
        list: rows.map(tipItemOf),
        pageNo: args.pageNo,
        pageSize: TIPS_PAGE_SIZE,
        total,
        planTotal: counts.plans,
        jdTotal: counts.interpretations,
        hasMore: args.pageNo * TIPS_PAGE_SIZE < total,
      };
      return ok(page, now);
    },
  );

  app.get(
    '/api/matchcenter/queryJdByMatchId',
    async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = parseArgs(jdListRequestSchema, request.query);
      if (!parsed.ok) return sendFail(reply, 400, 'bad_request', parsed.msg);
      const args = parsed.data;
      if (!(await knownMatch(deps.db, args.matchId, args.matchType))) return matchNotFound(reply);
      const now = deps.clock.now();
      const counts = await tipCounts(deps.db, args.matchId, now);
      const rows = await tipsPage(deps.db, {
        matchId: args.matchId,
        now,
        sort: TIP_SORT.newest,
        offset: 0,
        limit: args.pageSize,
        kinds: 'interpretation',
      });
      const list: JdList = {
        matchId: args.matchId,
        matchType: args.matchType,
        list: rows.map(tipItemOf),
        pageSize: args.pageSize,
        total: counts.interpretations,
        hasMore: args.pageSize < counts.interpretations,
      };
      return ok(list, now);
    },
  );

  app.get(
    '/api/matchcenter/queryCountInterpretationByFxId',
    async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = parseArgs(jdCountRequestSchema, request.query);
      if (!parsed.ok) return sendFail(reply, 400, 'bad_request', parsed.msg);
      const now = deps.clock.now();
      const counts = await expertJdCount(deps.db, parsed.data.fxId, now);
      if (!counts)
        return sendFail(reply, 404, 'expert_not_found', MatchCenterMessages.expertNotFound);
      const data: JdCount = { fxId: parsed.data.fxId, ...counts };
      return ok(data, now);
    },
  );
}
