import { and, asc, count, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SNS_REPLAY_KIND } from '../../contracts/expertReplays';
import { FEED_KINDS } from '../../contracts/social';
import { HOUR_MS, MINUTE_MS } from '../../domain/time';
import type { Database } from '../db/database';
import {
  circleModerators,
  experts,
  leagues,
  matches,
  plans,
  snsCircles,
  snsItems,
  snsLikes,
  snsReplies,
  teams,
  users,
} from '../db/schema';
import { SPORT } from '../../domain/sport';

/**
 * The circles' world (issue 37 §1; docs/decisions/social.md): a general circle, one per sport, one
 * per big league (the leagues with the most matches); demo_admin moderates them all. Topics, news,
 * articles and replays are written from the matches and the experts' settled plans; the demo fans
 * post, reply and like. Deterministic from the rows already seeded and `now`; a few hundred rows.
 * Written once: a world that has circles keeps them.
 */
export async function seedSocial(db: Database, opts: { now: number }): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(snsCircles);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const now = opts.now;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);

  const bigLeagues = await db
    .select({ id: leagues.id, name: leagues.shortName, sport: leagues.sport, n: count(matches.id) })
    .from(leagues)
    .innerJoin(matches, eq(matches.leagueId, leagues.id))
    .groupBy(leagues.id, leagues.shortName, leagues.sport)
    .orderBy(desc(count(matches.id)), asc(leagues.id));
  const football = bigLeagues.filter((l) => l.sport === SPORT.football).slice(0, 2);
  const basketball = bigLeagues.filter((l) => l.sport === SPORT.basketball).slice(0, 1);
  const circleDefs = [
    { name: '综合圈', intro: '球迷闲聊、话题讨论，什么都能聊', sport: null, leagueId: null },
    { name: '足球圈', intro: '足球赛事讨论与专家观点', sport: SPORT.football, leagueId: null },
    { name: '篮球圈', intro: '篮球赛事讨论与专家观点', sport: SPORT.basketball, leagueId: null },
    ...[...football, ...basketball].map((l) => ({
      name: `${l.name}圈`,
      intro: `${l.name}的比赛、球队与话题`,
      sport: l.sport,
      leagueId: l.id,
    })),
  ];
  const circles = await db
    .insert(snsCircles)
    .values(
      circleDefs.map((c, i) => ({ name: c.name, intro: c.intro, sport: c.sport, sortOrder: i })),
    )
    .returning({ id: snsCircles.id });
  const circleOf = circleDefs.map((c, i) => ({ ...c, id: circles[i]?.id ?? 0 }));

  const demo = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, ['demo_fan', 'demo_vip', 'demo_admin', 'demo_expert']));
  const idOf = (account: string) => demo.find((u) => u.account === account)?.id ?? null;
  const admin = idOf('demo_admin');
  if (admin !== null)
    await db
      .insert(circleModerators)
      .values(circleOf.map((c) => ({ circleId: c.id, userId: admin, createdAt: at(24 * 30) })));

  const home = alias(teams, 'home_team');
  const away = alias(teams, 'away_team');
  const matchRows = await db
    .select({
      id: matches.id,
      sport: matches.sport,
      leagueId: matches.leagueId,
      status: matches.status,
      matchTime: matches.matchTime,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      home: home.name,
      away: away.name,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .orderBy(asc(matches.matchTime), asc(matches.id));
  const circleForMatch = (m: { sport: number; leagueId: number }) =>
    circleOf.find((c) => c.leagueId === m.leagueId) ??
    circleOf.find((c) => c.sport === m.sport && c.leagueId === null) ??
    circleOf[0];

  let rows = 0;
  // News: the results of the last finished matches, at their kick-off plus two hours.
  const finished = matchRows
    .filter((m) => m.matchTime.getTime() + 2 * HOUR_MS <= now && m.homeScore !== null)
    .slice(-12);
  for (const m of finished) {
    await db.insert(snsItems).values({
      kind: FEED_KINDS.news,
      circleId: circleForMatch(m)?.id ?? circles[0]!.id,
      title: `${m.home} ${m.homeScore}-${m.awayScore} ${m.away}`,
      content: `全场结束，${m.home}${m.homeScore}比${m.awayScore}${m.away}。${
        (m.homeScore ?? 0) > (m.awayScore ?? 0)
          ? `${m.home}主场取胜。`
          : (m.homeScore ?? 0) < (m.awayScore ?? 0)
            ? `${m.away}客场带走胜利。`
            : '双方握手言和。'
      }`,
      createdAt: new Date(m.matchTime.getTime() + 2 * HOUR_MS),
    });
    rows++;
  }
  // Topics: the next matches to come, one per circle of a league or sport.
  const coming = matchRows.filter((m) => m.matchTime.getTime() > now);
  const topicIds: { id: number; circleId: number }[] = [];
  for (const [i, m] of coming.slice(0, 6).entries()) {
    const circleId = circleForMatch(m)?.id ?? circles[0]!.id;
    const [topic] = await db
      .insert(snsItems)
      .values({
        kind: FEED_KINDS.topic,
        circleId,
        title: `${m.home}vs${m.away}，谁能赢？`.slice(0, 30),
        content: `${m.home}对阵${m.away}，说说你的看法和比分预测。`,
        topicPicture: null,
        createdAt: at(6 + i),
      })
      .returning({ id: snsItems.id });
    if (topic) topicIds.push({ id: topic.id, circleId });
    rows++;
  }
  // Articles and replays: the experts' settled plans, newest first.
  const settled = await db
    .select({
      planId: plans.id,
      title: plans.title,
      result: plans.result,
      settledAt: plans.settledAt,
      summary: plans.summary,
      expertId: experts.id,
      expertUser: experts.userId,
      nickname: experts.nickname,
      sport: matches.sport,
      leagueId: matches.leagueId,
    })
    .from(plans)
    .innerJoin(experts, eq(experts.id, plans.expertId))
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .where(and(isNotNull(plans.settledAt), lte(plans.settledAt, new Date(now))))
    .orderBy(desc(plans.settledAt), desc(plans.id))
    .limit(16);
  const resultWord = (r: number) => (r === 1 ? '红单' : r === 2 ? '黑单' : '走水');
  for (const [i, p] of settled.entries()) {
    const circleId = circleForMatch(p)?.id ?? circles[0]!.id;
    const settledAt = p.settledAt?.getTime() ?? now;
    await db.insert(snsItems).values({
      kind: i % 2 === 0 ? SNS_REPLAY_KIND : FEED_KINDS.article,
      circleId,
      authorId: p.expertUser,
      expertId: p.expertId,
      planId: i % 2 === 0 ? p.planId : null,
      title: (i % 2 === 0 ? `复盘：${p.title}` : `${p.nickname}谈${p.title}`).slice(0, 30),
      content:
        i % 2 === 0
          ? `这场方案最终${resultWord(p.result)}。赛前判断：${p.summary} 赛后回看，${
              p.result === 1
                ? '思路得到验证，继续保持。'
                : p.result === 2
                  ? '临场变化超出预期，下一场调整仓位。'
                  : '结果走水，思路大体没错。'
            }`
          : `${p.summary} 以上是我对这场比赛的完整分析，欢迎讨论。`,
      createdAt: new Date(Math.min(now, settledAt + 30 * MINUTE_MS)),
    });
    rows++;
  }
  // The demo fans' posts, replies and likes.
  const fan = idOf('demo_fan');
  const vip = idOf('demo_vip');
  if (fan !== null && vip !== null) {
    const posts: { id: number }[] = [];
    const lines = [
      '今晚的比赛谁来一起看？主队必胜！',
      '上周那场逆转太精彩了，最后十分钟连进两球。',
      '求推荐几个靠谱的专家，最近手感不好。',
      '这赛季的黑马是谁？说说你们的看法。',
    ];
    for (const [i, text] of lines.entries()) {
      const topic = topicIds[i % Math.max(1, topicIds.length)];
      const [post] = await db
        .insert(snsItems)
        .values({
          kind: FEED_KINDS.post,
          circleId: i % 2 === 0 && topic ? topic.circleId : circles[0]!.id,
          topicId: i % 2 === 0 && topic ? topic.id : null,
          authorId: i % 2 === 0 ? fan : vip,
          content: text,
          createdAt: at(3 + i * 2),
        })
        .returning({ id: snsItems.id });
      if (post) posts.push(post);
      rows++;
    }
    for (const [i, post] of posts.entries()) {
      const author = i % 2 === 0 ? vip : fan;
      await db.insert(snsReplies).values({
        itemId: post.id,
        authorId: author,
        content: i % 2 === 0 ? '同意，一起加油！' : '我也这么觉得。',
        createdAt: at(2 + i * 2),
      });
      await db
        .insert(snsLikes)
        .values({ itemId: post.id, userId: author, createdAt: at(2 + i * 2) });
      rows += 2;
    }
  }
  return rows;
}
