// Fans, experts and plans for the expert notes' tests (tests/integration/server/notes.test.ts):
// an expert is an account with its expert row; a plan or an interpretation is written directly, on
// a match not yet started, so that buying it goes through the real purchase.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { experts, interpretations, matches, plans } from '../../server/db/schema';
import { insertUser } from '../../server/features/account/session/users';
import { openSession } from '../../server/platform/auth/sessions';
import { grant } from './grant';
import type { TestApp } from './testApp';

export interface Person {
  id: number;
  token: string;
  expertId?: number;
}

export function noteFixtures(test: () => TestApp, now: number) {
  let serial = 0;
  const db = () => test().database.db;

  async function fan(coins = 0): Promise<Person> {
    const n = ++serial;
    const id = await insertUser(db(), { account: `note_fan_${n}`, nickName: `留言球友${n}` });
    if (!id) throw new Error('fixture: no user');
    if (coins > 0) await grant(db(), id, 'coin', coins, now);
    return { id, token: await openSession(db(), id) };
  }

  async function expert(): Promise<Person & { expertId: number }> {
    const n = ++serial;
    const id = await insertUser(db(), {
      account: `note_expert_${n}`,
      nickName: `笔记专家${n}`,
      userLevel: 2,
    });
    if (!id) throw new Error('fixture: no user');
    const [row] = await db()
      .insert(experts)
      .values({
        userId: id,
        nickname: `笔记专家${n}`,
        intro: '',
        strength: 5,
        userLevel: 2,
        qiuFlag: 1,
        followers: 0,
      })
      .returning({ id: experts.id });
    return { id, token: await openSession(db(), id), expertId: row!.id };
  }

  /** A plan of the expert's on a match kicking off in over an hour: free, paid, settled or future. */
  async function plan(
    expertId: number,
    opts: { price?: number; result?: number; publishedAt?: number } = {},
  ): Promise<number> {
    const [match] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, 0), gt(matches.matchTime, new Date(now + 3_600_000))))
      .orderBy(asc(matches.matchTime), asc(matches.id))
      .limit(1);
    if (!match) throw new Error('fixture: no match');
    const n = ++serial;
    const [row] = await db()
      .insert(plans)
      .values({
        planNo: `NOTE${n}`,
        expertId,
        matchId: match.id,
        raceType: 1,
        title: `留言测试方案${n}`,
        summary: '主队近五场不败，客队客场乏力，看好主队。',
        content: '{4071}[](21500-0-0)',
        priceFen: (opts.price ?? 0) * 100,
        result: opts.result ?? 0,
        publishedAt: new Date(opts.publishedAt ?? now - 3_600_000),
      })
      .returning({ id: plans.id });
    return row!.id;
  }

  /** An interpretation of the expert's, like `plan`: free, paid, settled or future. */
  async function interpretation(
    expertId: number,
    opts: {
      price?: number;
      result?: number;
      publishedAt?: number;
      type?: 0 | 3;
      /** Another match than the first upcoming one (one kicked off, to close its sales). */
      matchId?: number;
    } = {},
  ): Promise<number> {
    const [first] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, 0), gt(matches.matchTime, new Date(now + 3_600_000))))
      .orderBy(asc(matches.matchTime), asc(matches.id))
      .limit(1);
    const match = opts.matchId === undefined ? first : { id: opts.matchId };
    if (!match) throw new Error('fixture: no match');
    const n = ++serial;
    const [row] = await db()
      .insert(interpretations)
      .values({
        expertId,
        matchId: match.id,
        type: opts.type ?? 0,
        title: `留言测试解读${n}`,
        summary: '两队近况与盘口走势的解读。',
        content: '{4071}[](21500-0-0)',
        priceFen: (opts.price ?? 0) * 100,
        result: opts.result ?? 0,
        publishedAt: new Date(opts.publishedAt ?? now - 3_600_000),
      })
      .returning({ id: interpretations.id });
    return row!.id;
  }

  const headers = (who?: Person, cookie = false): Record<string, string> =>
    !who
      ? {}
      : cookie
        ? { cookie: `jcob_token=${who.token}` }
        : { authorization: `Bearer ${who.token}` };

  const get = (url: string, who?: Person, cookie = false) =>
    test().app.inject({ method: 'GET', url, headers: headers(who, cookie) });

  const post = (url: string, payload: object, who?: Person, cookie = false) =>
    test().app.inject({ method: 'POST', url, payload, headers: headers(who, cookie) });

  let requests = 0;
  const create = (who: Person, planId: number, content: string, requestId?: string) =>
    post(
      '/api/plan/note/create',
      { planId, content, requestId: requestId ?? `note-request-${++requests}` },
      who,
    );

  /** A note under an interpretation (POST /api/expert/interNote). */
  const createOnInterpretation = (
    who: Person,
    interpretationId: number,
    content: string,
    requestId?: string,
  ) =>
    post(
      '/api/expert/interNote/create',
      { interpretationId, content, requestId: requestId ?? `note-request-${++requests}` },
      who,
    );

  return { fan, expert, plan, interpretation, get, post, create, createOnInterpretation };
}

export function dataOf<T>(res: LightMyRequestResponse, schema: { parse(v: unknown): T }): T {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return schema.parse(res.json<{ data: unknown }>().data);
}
