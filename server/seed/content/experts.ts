import type { experts } from '../../db/schema';
import type { Random } from '../random';

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

const FOOTBALL_LEAGUES = ['英超', '西甲', '意甲', '德甲', '法甲', '中超', '日职联', '欧冠'];
const BASKETBALL_LEAGUES = ['NBA', 'CBA', '欧洲篮球', 'WNBA'];
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

function intro(random: Random, qiuFlag: 1 | 2): string {
  const leagues = qiuFlag === 1 ? FOOTBALL_LEAGUES : BASKETBALL_LEAGUES;
  const plays = qiuFlag === 1 ? FOOTBALL_PLAYS : BASKETBALL_PLAYS;
  const [first, second] = random.shuffle(leagues);
  const years = random.int(3, 15);
  const style = random.pick(STYLES);
  return random.chance(0.5)
    ? `专注${first}研究${years}年，擅长${random.pick(plays)}，${style}。`
    : `${first}、${second}资深分析师，${years}年看球经验，主攻${random.pick(plays)}，${style}。`;
}

/** Strength 1 (grand master) … 10 (seventh grade, bottom): most experts sit in the middle. */
function strength(random: Random): number {
  return random.pick([1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 8, 8, 9, 10]);
}

/** One expert: stronger experts (lower numbers) are mostly popular forecasters selling plans. */
export function buildExpert(random: Random, nickname: string, qiuFlag: 1 | 2): ExpertRow {
  const level = strength(random);
  const userLevel = random.chance(level <= 5 ? 0.85 : 0.3) ? 2 : 1;
  return {
    nickname,
    icon: null,
    intro: intro(random, qiuFlag),
    strength: level,
    userLevel,
    qiuFlag,
    followers: random.int(300, 3000) * (11 - level) + random.int(0, 999),
  };
}

/** About 40 experts, football and basketball mixed in a seed-given order. */
export function buildExperts(random: Random): ExpertRow[] {
  const named: Array<[string, 1 | 2]> = [
    ...FOOTBALL_NICKNAMES.map((n): [string, 1 | 2] => [n, 1]),
    ...BASKETBALL_NICKNAMES.map((n): [string, 1 | 2] => [n, 2]),
  ];
  return random.shuffle(named).map(([nickname, qiuFlag]) => buildExpert(random, nickname, qiuFlag));
}

export interface DemoExpertUser {
  id: number;
  nickName: string | null;
  userLevel: number;
  qiuFlag: number;
}

/** Links the first expert of the user's ball type to the demo_expert account, taking its name. */
export function linkDemoExpert(rows: ExpertRow[], user: DemoExpertUser): void {
  const qiuFlag = user.qiuFlag === 2 ? 2 : 1;
  const row = rows.find((r) => r.qiuFlag === qiuFlag);
  if (!row) return;
  row.userId = user.id;
  if (user.nickName) row.nickname = user.nickName;
  row.userLevel = user.userLevel === 1 ? 1 : 2;
}
