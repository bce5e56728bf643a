import type { experts } from '../../db/schema';
import type { Random } from '../../domain/random';
import { LEAGUES } from '../../domain/sport/catalogue';
import { SPORT } from '../../../domain/sport';

// The expert roster: tipster-app nicknames, intros, strength and level. Their records are not
// written here: they follow from the plans the seed publishes and the settlement job settles.

export type ExpertRow = typeof experts.$inferInsert;

const FOOTBALL_NICKNAMES = [
  '老炮说球',
  '绿茵鹰眼',
  '红单哥阿杰',
  '足彩诸葛亮',
  '英超狙击手',
  '西甲老船长',
  '意甲冷门王',
  '德甲精算师',
  '亚盘老司机',
  '大小球猎人',
  '竞彩小王子',
  '北单稳胆侠',
  '中超观察员',
  '球探老周',
  '半全场达人',
  '比分神算子',
  '冷门捕手',
  '欧赔解码师',
  '足坛老黄历',
  '稳健派老李',
  '凌晨看球人',
  '盘口心理学',
] as const;

const BASKETBALL_NICKNAMES = [
  '篮坛老司机',
  'NBA数据控',
  '让分猎手',
  '大小分专家',
  'CBA内线通',
  '三分雨林',
  '篮球大师兄',
  '胜分差狙击',
  '夜猫看NBA',
  '篮板王老许',
  '快攻小将',
  '篮彩稳如山',
  '东部观察者',
  '西部牛仔',
  '季后赛老兵',
  '盘路分析师',
  '主场龙',
  '篮球诸葛',
] as const;

const FOOTBALL_PLAYS = ['亚盘', '大小球', '竞彩胜平负', '让球胜平负', '比分与半全场', '冷门分析'];
const BASKETBALL_PLAYS = ['让分胜负', '大小分', '胜分差', '胜负'];
const STYLES = [
  '只推有把握的场次',
  '数据说话，从不跟风',
  '稳健为先，长期跟单收益可观',
  '擅长挖掘赛前冷门',
  '每日更新，理性购彩',
  '盘赔结合，逻辑清晰',
  '重视临场变盘与阵容消息',
];

/**
 * What an expert's bio says and what it sells agree (issue 31 item 11): the leagues an intro names
 * are the leagues of every plan and interpretation the expert publishes (content/plans.ts).
 */
function intro(random: Random, qiuFlag: 1 | 2, leagues: readonly string[]): string {
  const plays = qiuFlag === SPORT.football ? FOOTBALL_PLAYS : BASKETBALL_PLAYS;
  const years = random.int(3, 15);
  const style = random.pick(STYLES);
  const named = leagues.join('、');
  return leagues.length === 1 || random.chance(0.5)
    ? `专注${named}研究${years}年，擅长${random.pick(plays)}，${style}。`
    : `${named}资深分析师，${years}年看球经验，主攻${random.pick(plays)}，${style}。`;
}

/** The competitions of a sport, by the short names the match lists print. */
function competitionsOf(qiuFlag: 1 | 2): string[] {
  return LEAGUES.filter((l) => l.sport === qiuFlag).map((l) => l.shortName);
}

/** Leagues a nickname names (英超狙击手, NBA数据控); 东部观察者 and 季后赛老兵 watch the NBA. */
function namedLeagues(nickname: string, qiuFlag: 1 | 2): string[] {
  const named = competitionsOf(qiuFlag).filter((league) => nickname.includes(league));
  if (named.length === 0 && qiuFlag === SPORT.basketball && /东部|西部|季后赛/.test(nickname))
    return ['NBA'];
  return named;
}

/**
 * Each expert's leagues: those its nickname names, and one to three more of its sport; then every
 * competition of the sport that fewer than two experts cover goes to the experts covering fewest,
 * so every match can find experts who sell it.
 */
function leaguesOfExperts(random: Random, named: ReadonlyArray<[string, 1 | 2]>): string[][] {
  const chosen = named.map(([nickname, qiuFlag]) => {
    const own = namedLeagues(nickname, qiuFlag);
    const more = random
      .shuffle(competitionsOf(qiuFlag).filter((l) => !own.includes(l)))
      .slice(0, own.length > 0 ? random.int(0, 1) : random.int(1, 3));
    return [...own, ...more];
  });
  for (const qiuFlag of [1, 2] as const)
    for (const league of competitionsOf(qiuFlag)) {
      const ofSport = chosen
        .map((leagues, i) => ({ leagues, i }))
        .filter(({ i }) => named[i]?.[1] === qiuFlag);
      while (ofSport.filter(({ leagues }) => leagues.includes(league)).length < 2) {
        const fewest = ofSport
          .filter(({ leagues }) => !leagues.includes(league))
          .sort((a, b) => a.leagues.length - b.leagues.length || a.i - b.i)[0];
        if (!fewest) break;
        fewest.leagues.push(league);
      }
    }
  return chosen;
}

/** Strength 1 (grand master) … 10 (seventh grade, bottom): most experts sit in the middle. */
function strength(random: Random): number {
  return random.pick([1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 8, 8, 9, 10]);
}

/** An expert as the seed makes it: its row, and the competitions it follows and sells. */
export type SeedExpertRow = ExpertRow & { leagues: string[] };

/** One expert: stronger experts (lower numbers) are mostly popular forecasters selling plans. */
export function buildExpert(
  random: Random,
  nickname: string,
  qiuFlag: 1 | 2,
  leagues: string[],
): SeedExpertRow {
  const level = strength(random);
  const userLevel = random.chance(level <= 5 ? 0.85 : 0.3) ? 2 : 1;
  return {
    nickname,
    icon: null,
    intro: intro(random, qiuFlag, leagues),
    strength: level,
    userLevel,
    qiuFlag,
    followers: random.int(300, 3000) * (11 - level) + random.int(0, 999),
    leagues,
  };
}

/** About 40 experts, football and basketball mixed in a seed-given order. */
export function buildExperts(random: Random): SeedExpertRow[] {
  const named = random.shuffle<[string, 1 | 2]>([
    ...FOOTBALL_NICKNAMES.map((n): [string, 1 | 2] => [n, 1]),
    ...BASKETBALL_NICKNAMES.map((n): [string, 1 | 2] => [n, 2]),
  ]);
  const leagues = leaguesOfExperts(random, named);
  return named.map(([nickname, qiuFlag], i) =>
    buildExpert(random, nickname, qiuFlag, leagues[i] ?? []),
  );
}

export interface DemoExpertUser {
  id: number;
  nickName: string | null;
  userLevel: number;
  qiuFlag: number;
}

/** Links the first expert of the user's ball type to the demo_expert account, taking its name. */
export function linkDemoExpert(rows: ExpertRow[], user: DemoExpertUser): void {
  const qiuFlag = user.qiuFlag === SPORT.basketball ? SPORT.basketball : SPORT.football;
  const row = rows.find((r) => r.qiuFlag === qiuFlag);
  if (!row) return;
  row.userId = user.id;
  if (user.nickName) row.nickname = user.nickName;
  row.userLevel = user.userLevel === 1 ? 1 : 2;
}
