import { FIBA_RULES_SCORING, type BasketballScoring } from './basketballScoring';
import type { SportId } from '../../../domain/sport';

/**
 * The leagues and clubs of the generated world. Ids follow the shape of the real sport-data feeds:
 * basketball league 1 is the NBA and 3 the CBA (the two with 12-minute quarters, product-spec §4).
 * Team ids are leagueId × 100 + n, so a team's league is readable from its id.
 */

export interface LeagueSpec {
  id: number;
  sport: SportId;
  name: string;
  shortName: string;
  country: string;
  color: string;
  kind: 'league' | 'cup';
  season: string;
  /** Beijing-time kick-off hours this competition uses (fractions are minutes: 19.5 = 19:30). */
  kickoffs: readonly number[];
  /** Plays on days where (day + phase) % every === 0. */
  every: number;
  phase: number;
  /** Clubs, space-separated (leagues); cups draw from other leagues' clubs. */
  clubs?: string;
  /**
   * For cups: the leagues whose clubs enter. A cup tie takes the place of its clubs' league matches
   * of that day (schedule.ts), so a club never plays twice within its rest (rest.ts).
   */
  entrants?: readonly number[];
  /** Fixtures per match day for cups and basketball (leagues play full rounds). */
  perDay?: number;
  /** Lottery tabs its matches may be offered in. */
  lottery: boolean;
  /**
   * Beijing calendar months the competition plays in (docs/decisions/calendar.md): no WNBA game in
   * November, no European league in July. Its season string names the season these months make.
   */
  months: readonly number[];
  /** Basketball: how the league scores and how long its quarters are (basketballScoring.ts). */
  scoring?: BasketballScoring;
}

/** Months of a season from `first` round the turn of the year to `last`: 8 → 5 is August to May. */
function monthsFrom(first: number, last: number): number[] {
  const months: number[] = [];
  for (let m = first; ; m = (m % 12) + 1) {
    months.push(m);
    if (m === last) return months;
  }
}

const EURO_SEASON = monthsFrom(8, 5);

const EURO_EVENING = [19.5, 20, 21, 22, 22.5, 23, 23.5, 0.5, 1, 2.75, 3, 3.75] as const;

export const LEAGUES: readonly LeagueSpec[] = [
  {
    id: 36,
    sport: 1,
    name: '英格兰超级联赛',
    shortName: '英超',
    country: '英格兰',
    color: '#3d195b',
    kind: 'league',
    season: '2026-2027',
    kickoffs: EURO_EVENING,
    every: 3,
    phase: 0,
    lottery: true,
    months: EURO_SEASON,
    clubs:
      '曼城 阿森纳 利物浦 切尔西 曼联 热刺 纽卡斯尔 阿斯顿维拉 布莱顿 西汉姆联 水晶宫 富勒姆 伯恩茅斯 布伦特福德 狼队 埃弗顿 诺丁汉森林 利兹联 伯恩利 桑德兰',
  },
  {
    id: 31,
    sport: 1,
    name: '西班牙甲级联赛',
    shortName: '西甲',
    country: '西班牙',
    color: '#ee8707',
    kind: 'league',
    season: '2026-2027',
    kickoffs: EURO_EVENING,
    every: 3,
    phase: 1,
    lottery: true,
    months: EURO_SEASON,
    clubs:
      '皇家马德里 巴塞罗那 马德里竞技 皇家社会 毕尔巴鄂竞技 比利亚雷亚尔 皇家贝蒂斯 塞维利亚 瓦伦西亚 赫塔菲 奥萨苏纳 塞尔塔 马略卡 阿拉维斯 巴列卡诺 赫罗纳 西班牙人 莱万特 埃尔切 皇家奥维耶多',
  },
  {
    id: 34,
    sport: 1,
    name: '意大利甲级联赛',
    shortName: '意甲',
    country: '意大利',
    color: '#0a7c3b',
    kind: 'league',
    season: '2026-2027',
    kickoffs: EURO_EVENING,
    every: 3,
    phase: 2,
    lottery: true,
    months: EURO_SEASON,
    clubs:
      '国际米兰 AC米兰 尤文图斯 那不勒斯 罗马 拉齐奥 亚特兰大 佛罗伦萨 博洛尼亚 都灵 乌迪内斯 热那亚 科莫 卡利亚里 帕尔马 莱切 萨索洛 维罗纳 比萨 克雷莫纳',
  },
  {
    id: 8,
    sport: 1,
    name: '德国甲级联赛',
    shortName: '德甲',
    country: '德国',
    color: '#d20515',
    kind: 'league',
    season: '2026-2027',
    kickoffs: EURO_EVENING,
    every: 3,
    phase: 0,
    lottery: true,
    months: EURO_SEASON,
    clubs:
      '拜仁慕尼黑 多特蒙德 勒沃库森 莱比锡红牛 斯图加特 法兰克福 弗赖堡 沃尔夫斯堡 门兴格拉德巴赫 美因茨 霍芬海姆 云达不莱梅 奥格斯堡 柏林联合 海登海姆 圣保利 科隆 汉堡',
  },
  {
    id: 11,
    sport: 1,
    name: '法国甲级联赛',
    shortName: '法甲',
    country: '法国',
    color: '#1b2a4a',
    kind: 'league',
    season: '2026-2027',
    kickoffs: EURO_EVENING,
    every: 3,
    phase: 1,
    lottery: true,
    months: EURO_SEASON,
    clubs:
      '巴黎圣日耳曼 马赛 摩纳哥 里尔 里昂 尼斯 朗斯 雷恩 斯特拉斯堡 南特 图卢兹 布雷斯特 欧塞尔 昂热 勒阿弗尔 洛里昂 巴黎FC 梅斯',
  },
  {
    id: 60,
    sport: 1,
    name: '中国足球协会超级联赛',
    shortName: '中超',
    country: '中国',
    color: '#c8102e',
    kind: 'league',
    season: '2026',
    kickoffs: [15.5, 19, 19.5, 20, 20.5],
    every: 3,
    phase: 2,
    lottery: true,
    months: monthsFrom(3, 11),
    clubs:
      '上海海港 上海申花 成都蓉城 北京国安 山东泰山 天津津门虎 浙江队 河南队 长春亚泰 青岛海牛 武汉三镇 深圳新鹏城 青岛西海岸 梅州客家 大连英博 云南玉昆',
  },
  {
    id: 25,
    sport: 1,
    name: '日本职业足球甲级联赛',
    shortName: '日职联',
    country: '日本',
    color: '#e60012',
    kind: 'league',
    season: '2026',
    kickoffs: [12, 13, 14, 17, 18],
    every: 3,
    phase: 0,
    lottery: true,
    months: monthsFrom(2, 12),
    clubs:
      '神户胜利船 广岛三箭 町田泽维亚 鹿岛鹿角 柏太阳神 浦和红钻 川崎前锋 横滨水手 大阪钢巴 名古屋鲸八 东京FC 东京绿茵 湘南丽海 京都不死鸟 新潟天鹅 清水鼓动 冈山绿雉 福冈黄蜂 大阪樱花 横滨FC',
  },
  {
    id: 15,
    sport: 1,
    name: '韩国职业足球联赛',
    shortName: '韩K联',
    country: '韩国',
    color: '#003a70',
    kind: 'league',
    season: '2026',
    kickoffs: [13, 14.5, 17, 18.5],
    every: 3,
    phase: 1,
    lottery: true,
    months: monthsFrom(3, 11),
    clubs:
      '蔚山现代 全北现代 浦项制铁 首尔FC 江原FC 金泉尚武 水原FC 光州FC 济州联 大田市民 安养FC 大邱FC',
  },
  {
    id: 37,
    sport: 1,
    name: '英格兰冠军联赛',
    shortName: '英冠',
    country: '英格兰',
    color: '#1d428a',
    kind: 'league',
    season: '2026-2027',
    kickoffs: [20, 22, 23, 3.75],
    every: 3,
    phase: 2,
    lottery: true,
    months: EURO_SEASON,
    clubs:
      '莱斯特城 伊普斯维奇 南安普顿 谢菲尔德联 米德尔斯堡 考文垂 诺维奇 西布朗 斯托克城 布里斯托尔城 沃特福德 赫尔城 普雷斯顿 米尔沃尔 德比郡 斯旺西 伯明翰 朴茨茅斯 女王公园巡游者 布莱克本 谢周三 查尔顿 雷克瑟姆 牛津联',
  },
  {
    id: 16,
    sport: 1,
    name: '荷兰甲级联赛',
    shortName: '荷甲',
    country: '荷兰',
    color: '#ff6200',
    kind: 'league',
    season: '2026-2027',
    kickoffs: [19.5, 21.75, 23, 1, 3],
    every: 3,
    phase: 0,
    lottery: true,
    months: EURO_SEASON,
    clubs:
      '埃因霍温 费耶诺德 阿贾克斯 阿尔克马尔 特温特 乌德勒支 格罗宁根 海伦芬 奈梅亨 前进之鹰 斯巴达 兹沃勒 福伦丹 鹿特丹精英 布雷达 费伦丹 泰尔斯达 海牙',
  },
  {
    id: 23,
    sport: 1,
    name: '葡萄牙超级联赛',
    shortName: '葡超',
    country: '葡萄牙',
    color: '#006600',
    kind: 'league',
    season: '2026-2027',
    kickoffs: [22, 0.5, 2.5, 3.75],
    every: 3,
    phase: 1,
    lottery: true,
    months: EURO_SEASON,
    clubs:
      '本菲卡 波尔图 葡萄牙体育 布拉加 吉马良斯 里奥阿维 法马利康 埃斯托里尔 卡萨皮亚 吉尔维森特 阿罗卡 莫雷伦斯 圣克拉拉 国民队 埃斯特雷拉 阿马多拉 托德拉 阿维斯',
  },
  {
    id: 21,
    sport: 1,
    name: '美国职业足球大联盟',
    shortName: '美职联',
    country: '美国',
    color: '#0a2240',
    kind: 'league',
    season: '2026',
    kickoffs: [7.5, 8.5, 9.5, 10.5],
    every: 3,
    phase: 2,
    lottery: true,
    months: monthsFrom(2, 12),
    clubs:
      '迈阿密国际 洛杉矶FC 洛杉矶银河 西雅图海湾人 哥伦布机员 辛辛那提 纽约红牛 纽约城 费城联合 亚特兰大联 奥兰多城 夏洛特FC 波特兰伐木者 温哥华白浪 明尼苏达联 纳什维尔 圣迭戈FC 皇家盐湖城',
  },
  {
    id: 4,
    sport: 1,
    name: '巴西甲级联赛',
    shortName: '巴甲',
    country: '巴西',
    color: '#009c3b',
    kind: 'league',
    season: '2026',
    kickoffs: [5, 6, 7, 8.5],
    every: 3,
    phase: 0,
    lottery: true,
    months: monthsFrom(4, 12),
    clubs:
      '弗拉门戈 帕尔梅拉斯 博塔弗戈 弗鲁米嫩塞 科林蒂安 圣保罗 米内罗竞技 国际体育会 格雷米奥 克鲁塞罗 巴伊亚 福塔雷萨 瓦斯科达伽马 布拉甘蒂诺 桑托斯 巴拉纳竞技 维多利亚 米拉索尔 库亚巴 查佩科恩斯',
  },
  {
    id: 273,
    sport: 1,
    name: '澳大利亚超级联赛',
    shortName: '澳超',
    country: '澳大利亚',
    color: '#f5a623',
    kind: 'league',
    season: '2026-2027',
    kickoffs: [14, 15.5, 16.5, 17.75],
    every: 3,
    phase: 1,
    lottery: true,
    months: monthsFrom(10, 5),
    clubs:
      '墨尔本胜利 悉尼FC 中央海岸水手 墨尔本城 西悉尼流浪者 惠灵顿凤凰 阿德莱德联 珀斯光荣 布里斯班狮吼 纽卡斯尔喷气机 麦克阿瑟 奥克兰FC',
  },
  {
    id: 292,
    sport: 1,
    name: '沙特职业联赛',
    shortName: '沙特联',
    country: '沙特阿拉伯',
    color: '#0b6e4f',
    kind: 'league',
    season: '2026-2027',
    kickoffs: [22, 23, 1, 2],
    every: 3,
    phase: 2,
    lottery: true,
    months: monthsFrom(8, 5),
    clubs:
      '利雅得新月 利雅得胜利 吉达联合 吉达国民 卡迪西亚 阿尔塔文 利雅得青年 达马克 哈萨征服者 伊蒂法克 费哈 卡利杰 塔伊 奥罗巴 利雅得FC 哈萨统一 纳吉麦 哈兹姆',
  },
  {
    id: 103,
    sport: 1,
    name: '欧洲冠军联赛',
    shortName: '欧冠',
    country: '欧洲',
    color: '#0e1e5b',
    kind: 'cup',
    season: '2026-2027',
    kickoffs: [1.75, 4],
    // Every other day, so its ties fall on the match days of every entrant league in turn.
    every: 2,
    phase: 1,
    perDay: 4,
    lottery: true,
    months: monthsFrom(9, 5),
    entrants: [36, 31, 34, 8, 11, 16, 23],
  },
  {
    id: 87,
    sport: 1,
    name: '英格兰足总杯',
    shortName: '足总杯',
    country: '英格兰',
    color: '#b8860b',
    kind: 'cup',
    season: '2026-2027',
    kickoffs: [20.5, 23, 3.75],
    every: 7,
    phase: 3,
    perDay: 4,
    lottery: false,
    months: monthsFrom(11, 5),
    entrants: [36, 37],
  },
  {
    id: 119,
    sport: 1,
    name: '中国足球协会杯',
    shortName: '足协杯',
    country: '中国',
    color: '#8b0000',
    kind: 'cup',
    season: '2026',
    kickoffs: [15, 19.5],
    // On every other 中超 match day (its days are (day + 2) % 3 === 0), taking a few of its ties.
    every: 6,
    phase: 5,
    perDay: 3,
    lottery: false,
    months: monthsFrom(4, 11),
    entrants: [60],
  },
  {
    id: 1,
    sport: 2,
    name: '美国职业篮球联赛',
    shortName: 'NBA',
    // 2024-25: 113.8 points a side (NBA league averages).
    scoring: { quarterMinutes: 12, pointsPerTeam: 114, marginSpread: 11, totalSpread: 18 },
    country: '美国',
    color: '#17408b',
    kind: 'league',
    season: '2026-2027',
    kickoffs: [7, 8, 8.5, 9, 10, 10.5, 11],
    every: 1,
    phase: 0,
    perDay: 10,
    lottery: true,
    months: monthsFrom(10, 6),
    clubs:
      '波士顿凯尔特人 纽约尼克斯 费城76人 布鲁克林篮网 多伦多猛龙 密尔沃基雄鹿 克利夫兰骑士 印第安纳步行者 芝加哥公牛 底特律活塞 迈阿密热火 奥兰多魔术 亚特兰大老鹰 夏洛特黄蜂 华盛顿奇才 俄克拉荷马城雷霆 丹佛掘金 明尼苏达森林狼 犹他爵士 波特兰开拓者 洛杉矶湖人 金州勇士 洛杉矶快船 菲尼克斯太阳 萨克拉门托国王 休斯顿火箭 达拉斯独行侠 孟菲斯灰熊 圣安东尼奥马刺 新奥尔良鹈鹕',
  },
  {
    id: 3,
    sport: 2,
    name: '中国男子篮球职业联赛',
    shortName: 'CBA',
    // 48 minutes like the NBA but a slower pace: about 100–104 points a side in recent seasons.
    scoring: { quarterMinutes: 12, pointsPerTeam: 102, marginSpread: 12, totalSpread: 17 },
    country: '中国',
    color: '#e4002b',
    kind: 'league',
    season: '2026-2027',
    kickoffs: [19.5, 20, 19.583],
    every: 1,
    phase: 0,
    perDay: 6,
    lottery: true,
    months: monthsFrom(10, 4),
    clubs:
      '辽宁本钢 广东东阳光 浙江稠州金租 上海久事 北京首钢 新疆伊力特 山西汾酒 深圳马可波罗 浙江方兴渡 青岛国信水产 山东高速 南京头排苏酒 北京控股 福建浔兴股份 广州龙狮 天津荣钢 四川金强 江苏肯帝亚 宁波町渥 广厦',
  },
  {
    id: 2,
    sport: 2,
    name: '美国女子职业篮球联赛',
    shortName: 'WNBA',
    // FIBA-length quarters; 2024-25: about 82 points a side.
    scoring: { quarterMinutes: 10, pointsPerTeam: 82, marginSpread: 11, totalSpread: 15 },
    country: '美国',
    color: '#ff6f20',
    kind: 'league',
    season: '2026',
    kickoffs: [7, 7.5, 8, 10],
    every: 1,
    phase: 0,
    perDay: 4,
    lottery: false,
    months: monthsFrom(5, 10),
    clubs:
      '拉斯维加斯王牌 纽约自由人 明尼苏达山猫 西雅图风暴 菲尼克斯水星 印第安纳狂热 康涅狄格太阳 亚特兰大梦想 芝加哥天空 达拉斯飞翼 华盛顿神秘人 洛杉矶火花 金州女武神 多伦多节奏 波特兰火焰',
  },
  {
    id: 7,
    sport: 2,
    name: '欧洲篮球联赛',
    shortName: '欧篮联',
    // FIBA rules; recent regular seasons: about 80–82 points a side.
    scoring: { quarterMinutes: 10, pointsPerTeam: 81, marginSpread: 11, totalSpread: 15 },
    country: '欧洲',
    color: '#f47920',
    kind: 'league',
    season: '2026-2027',
    kickoffs: [1, 1.5, 2.75, 3.5],
    every: 2,
    phase: 1,
    perDay: 5,
    lottery: false,
    months: monthsFrom(10, 5),
    clubs:
      '皇家马德里篮球 巴塞罗那篮球 费内巴切 奥林匹亚科斯 帕纳辛纳科斯 摩纳哥篮球 特拉维夫马卡比 米兰奥林匹亚 巴斯克尼亚 瓦伦西亚篮球 阿纳多卢艾菲斯 贝尔格莱德红星 贝尔格莱德游击队 拜仁篮球 阿尔巴柏林 维尔纽斯萨拉基利斯 巴黎篮球 维勒班 特拉维夫工人 博洛尼亚维尔图斯',
  },
];

/** How a basketball league scores; a league outside the catalogue plays FIBA rules. */
export function basketballScoringOf(leagueId: number): BasketballScoring {
  return LEAGUES.find((l) => l.id === leagueId)?.scoring ?? FIBA_RULES_SCORING;
}

/** Quarter length in minutes (product-spec §4: 12 for leagues 1 and 3, otherwise 10). */
export function quarterMinutesOf(leagueId: number): number {
  return basketballScoringOf(leagueId).quarterMinutes;
}
