// Pins who follows whom (issue 19 §2, calls-errors-spec §7.11) on the server, PGlite here and
// PostgreSQL under test:postgres: an expert's fans (attentionMe) and the experts an expert's account
// follows (attentionOther), public and as one's own (uc/), newest follow first, 20 a page; the
// totals equal the user info's counts; no account or phone in any answer; whether the viewer
// follows each row's expert; an unknown expert is 404, someone else's uc list 403, bad input 400;
// myAttention/famousExpert keeps the popular forecasters of the followed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '../../../contracts/account/session';
import { ATTENTION_PAGE_SIZE, attentionPageSchema } from '../../../contracts/expertAttention';
import { myFollowedExperts } from '../../../contracts/experts';
import { experts } from '../../../server/db/schema';
import { insertUser } from '../../../server/features/account/session/users';
import { openSession } from '../../../server/platform/auth/sessions';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;
let serial = 0;

interface Member {
  id: number;
  token: string;
  account: string;
  phone: string;
}

async function member(opts: { nickName?: string | null; level?: number } = {}): Promise<Member> {
  const n = ++serial;
  const account = `att_member_${n}`;
  const phone = `1980000${String(n).padStart(4, '0')}`;
  const id = await insertUser(test.database.db, {
    account,
    phone,
    nickName: opts.nickName === undefined ? `关注测试${n}` : opts.nickName,
    userLevel: opts.level ?? 0,
  });
  if (!id) throw new Error('fixture: no user');
  return { id, token: await openSession(test.database.db, id), account, phone };
}

async function expert(opts: { userId?: number; level?: number; name?: string } = {}) {
  const [row] = await test.database.db
    .insert(experts)
    .values({
      userId: opts.userId ?? null,
      nickname: opts.name ?? `专家${++serial}`,
      intro: '',
      strength: 5,
      userLevel: opts.level ?? 2,
      qiuFlag: 1,
      followers: 1000,
    })
    .returning({ id: experts.id });
  return row!.id;
}

const get = (url: string, who?: Member) =>
  test.app.inject({
    method: 'GET',
    url,
    ...(who ? { headers: { authorization: `Bearer ${who.token}` } } : {}),
  });

async function page(url: string, who?: Member) {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return { page: attentionPageSchema.parse(res.json<{ data: unknown }>().data), body: res.body };
}

async function follow(who: Member, expertId: number, type: 1 | 2 = 1) {
  test.clock.advance(60_000);
  const res = await test.app.inject({
    method: 'POST',
    url: `/api/expert/attention/${expertId}`,
    headers: { authorization: `Bearer ${who.token}` },
    payload: { type },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function userInfo(who: Member) {
  const res = await get('/api/uc/index', who);
  expect(res.statusCode, res.body).toBe(200);
  return userInfoSchema.parse(res.json<{ data: unknown }>().data);
}

/** The star (an expert with an account), their 25 fans in the order they followed. */
let star: Member;
let starExpert: number;
let labFan: Member;
let labExpert: number;
let fans: Member[] = [];
/** Experts without accounts the star follows, in order, and one the star does not. */
let followedByStar: number[] = [];
let quiet: number;

beforeAll(async () => {
  test = await startTestApp({ now: NOW });
  star = await member({ level: 2, nickName: '明星专家' });
  starExpert = await expert({ userId: star.id, name: '明星专家' });
  labFan = await member({ level: 1 });
  labExpert = await expert({ userId: labFan.id, level: 1, name: '实验室新人' });
  fans = [];
  for (let i = 0; i < 24; i++)
    fans.push(await member({ nickName: i % 5 === 0 ? null : undefined }));
  // The laboratory expert follows too, 13th of 25.
  for (const [i, fan] of fans.entries()) {
    await follow(fan, starExpert);
    if (i === 11) await follow(labFan, starExpert);
  }
  followedByStar = [await expert({ level: 1 }), await expert(), await expert(), labExpert];
  for (const id of followedByStar) await follow(star, id);
  quiet = await expert();
  // Fan 0 follows the same experts as the star, but one.
  await follow(fans[0]!, followedByStar[1]!);
});
afterAll(() => test.close());

describe('an expert’s fans (attentionMe)', () => {
  it('lists them newest follow first, 20 a page, their total the user info’s count', async () => {
    const first = await page(`/api/expert/attentionMe/${starExpert}/1`);
    const second = await page(`/api/expert/attentionMe/${starExpert}/2`);
    expect(first.page).toMatchObject({
      owner: { expertId: starExpert, nickname: '明星专家' },
      total: 25,
      pageNo: 1,
      pageSize: ATTENTION_PAGE_SIZE,
      hasMore: true,
    });
    expect(second.page).toMatchObject({ total: 25, hasMore: false });
    const order = [...fans.slice(0, 12), labFan, ...fans.slice(12)].reverse().map((f) => f.id);
    expect([...first.page.list, ...second.page.list].map((r) => r.userId)).toEqual(order);
    const at = [...first.page.list, ...second.page.list].map((r) => r.followedAt);
    expect(at).toEqual([...at].sort((a, b) => b - a));
    expect((await userInfo(star)).attentionMeCount).toBe(25);
    // Past the end: an empty page.
    expect((await page(`/api/expert/attentionMe/${starExpert}/3`)).page.list).toEqual([]);
  });

  it('names fans by nickname or 球迷 and their id, never by account or phone', async () => {
    const { page: p, body } = await page(`/api/expert/attentionMe/${starExpert}/2`);
    const bodies = [body, (await page(`/api/uc/attentionMe/0/2`, star)).body];
    const fan0 = p.list.find((r) => r.userId === fans[0]!.id)!;
    expect(fan0).toMatchObject({ nickName: `球迷${fans[0]!.id}`, expert: null, icon: null });
    for (const text of bodies)
      for (const f of [...fans, labFan]) {
        expect(text).not.toContain(f.account);
        expect(text).not.toContain(f.phone);
      }
  });

  it('shows a fan who is an expert as their home does, opening it', async () => {
    const { page: p } = await page(`/api/expert/attentionMe/${starExpert}/1`);
    expect(p.list.find((r) => r.userId === labFan.id)).toMatchObject({
      nickName: '实验室新人',
      expert: { id: labExpert, userLevel: 1, levelName: expect.any(String) as string },
      following: false,
    });
    // The star follows the laboratory expert back.
    const asStar = await page(`/api/expert/attentionMe/${starExpert}/1`, star);
    expect(asStar.page.list.find((r) => r.userId === labFan.id)?.following).toBe(true);
    const asLab = await page(`/api/expert/attentionMe/${starExpert}/1`, labFan);
    expect(asLab.page.list.find((r) => r.userId === labFan.id)).toMatchObject({ own: true });
  });
});

describe('whom an expert follows (attentionOther)', () => {
  it('lists the experts their account follows, newest first, with the viewer’s follows', async () => {
    const visitor = await page(`/api/expert/attentionOther/${starExpert}/1`);
    expect(visitor.page.list.map((r) => r.expert?.id)).toEqual([...followedByStar].reverse());
    expect(visitor.page.total).toBe(4);
    expect(visitor.page.list.every((r) => !r.following)).toBe(true);
    expect(visitor.page.list[0]).toMatchObject({ userId: labFan.id, nickName: '实验室新人' });
    const asFan = await page(`/api/expert/attentionOther/${starExpert}/1`, fans[0]);
    expect(asFan.page.list.filter((r) => r.following).map((r) => r.expert?.id)).toEqual([
      followedByStar[1],
    ]);
    const mine = await page(`/api/uc/attentionOther/0/1`, star);
    expect(mine.page.list.every((r) => r.following)).toBe(true);
    expect(mine.page.total).toBe((await userInfo(star)).attentionOtherCount);
  });

  it('is empty for an expert without an account', async () => {
    const { page: p } = await page(`/api/expert/attentionOther/${quiet}/1`);
    expect(p).toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it('moves with an unfollow', async () => {
    await follow(star, followedByStar[0]!, 2);
    const { page: p } = await page(`/api/uc/attentionOther/${starExpert}/1`, star);
    expect(p.list.map((r) => r.expert?.id)).toEqual([...followedByStar.slice(1)].reverse());
    expect((await userInfo(star)).attentionOtherCount).toBe(3);
    await follow(star, followedByStar[0]!, 1);
  });
});

describe('one’s own lists (uc/)', () => {
  it('gives an expert their fans by 0 or their own id, and refuses another’s', async () => {
    const byZero = await page('/api/uc/attentionMe/0/1', star);
    const byId = await page(`/api/uc/attentionMe/${starExpert}/1`, star);
    expect(byId.page).toEqual(byZero.page);
    expect(byZero.page.total).toBe(25);
    expectRefusal(await get(`/api/uc/attentionMe/${labExpert}/1`, star), 403, 'attention_not_own');
    expectRefusal(await get(`/api/uc/attentionOther/${quiet}/1`, star), 403, 'attention_not_own');
    expectRefusal(await get('/api/uc/attentionMe/0/1'), 401, 'no_login');
  });

  it('gives a fan who is no expert no fans and the experts they follow', async () => {
    const fan = fans[0]!;
    const fansOfFan = await page('/api/uc/attentionMe/0/1', fan);
    expect(fansOfFan.page).toMatchObject({ owner: null, list: [], total: 0 });
    const info = await userInfo(fan);
    expect(info.attentionMeCount).toBe(0);
    const following = await page('/api/uc/attentionOther/0/1', fan);
    expect(following.page.owner).toBeNull();
    expect(following.page.list.map((r) => r.expert?.id)).toEqual([followedByStar[1], starExpert]);
    expect(following.page.total).toBe(info.attentionOtherCount);
  });
});

describe('followed experts', () => {
  it('keeps the popular forecasters in myAttention/famousExpert', async () => {
    const all = await get('/api/myAttention/expert/list/1', star);
    const famous = await get('/api/myAttention/famousExpert/list/1', star);
    const ids = (res: typeof all) =>
      myFollowedExperts.output.parse(res.json<{ data: unknown }>().data).list.map((r) => r.expert);
    expect(ids(all)).toHaveLength(4);
    const kept = ids(famous);
    expect(kept.map((e) => e.id).sort()).toEqual([followedByStar[1], followedByStar[2]].sort());
    expect(kept.every((e) => e.userLevel >= 2)).toBe(true);
  });
});

describe('refusals', () => {
  it('answers an unknown expert with 404 and bad input with 400', async () => {
    for (const list of ['attentionMe', 'attentionOther']) {
      expectRefusal(await get(`/api/expert/${list}/999999/1`), 404, 'expert_not_found');
      for (const bad of ['0/1', 'abc/1', `${starExpert}/0`, `${starExpert}/x`, '99999999999/1'])
        expectRefusal(await get(`/api/expert/${list}/${bad}`), 400, 'bad_request');
      expectRefusal(await get(`/api/uc/${list}/-1/1`, star), 400, 'bad_request');
    }
    // The expert row is unchanged by all of it.
    const [row] = await test.database.db
      .select({ followers: experts.followers })
      .from(experts)
      .where(eq(experts.id, starExpert));
    expect(row?.followers).toBe(1025);
  });
});
