import type { Random } from '../../domain/random';
import { SPORT } from '../../../domain/sport';

// Titles and free analysis text of plans and interpretations, from templates with the teams' names.
// Summaries analyse form and context but never give the paid pick away.

export interface MatchNames {
  home: string;
  away: string;
  league: string;
}

function fill(template: string, names: MatchNames): string {
  return template
    .replaceAll('{home}', names.home)
    .replaceAll('{away}', names.away)
    .replaceAll('{league}', names.league);
}

const FOOTBALL_TITLES = [
  '{league}焦点战：{home}主场能否延续强势？',
  '{home}vs{away}：盘口暗藏玄机，稳胆解析',
  '{league}重磅对决，{away}客场或有惊喜',
  '{home}坐镇主场，{away}远征难言乐观',
  '今晚{league}必看：{home}对阵{away}深度剖析',
  '{away}近况回暖，{home}主场恐遇考验',
  '数据告诉你：{home}与{away}谁更值得信任',
  '{league}冷门预警：{home}vs{away}',
];

const BASKETBALL_TITLES = [
  '{league}焦点：{home}主场迎战{away}',
  '{home}vs{away}：让分盘口深度解读',
  '{away}背靠背作战，{home}以逸待劳？',
  '大小分怎么看？{home}对阵{away}节奏分析',
  '{league}强强对话，{home}能否守住主场',
  '{home}核心回归，{away}外线火力成关键',
];

const INTERPRETATION_TITLES = [
  '【独家解读】{home}vs{away}',
  '{league}赛前解读：{home}对{away}',
  '机构赔率解读：{home}主场开盘有深意',
  '老球迷带你看{home}vs{away}',
];

/** Won, drawn, lost over `games`, each game drawn on its own (a draw about one time in four). */
function record(random: Random, games: number): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  const lean = random.decimal(0.25, 0.6);
  for (let i = 0; i < games; i++) {
    const roll = random.next();
    out[roll < lean ? 0 : roll < lean + 0.25 ? 1 : 2] += 1;
  }
  return out;
}

function footballSummary(random: Random, names: MatchNames): string {
  const [hw, hd, hl] = record(random, 6);
  const [aw, ad, al] = record(random, 6);
  const goals = random.decimal(0.8, 2.4, 1);
  const conceded = random.decimal(0.6, 1.9, 1);
  const meetings = random.int(4, 10);
  const [mw, md, ml] = record(random, meetings);
  const form = [
    `${names.home}近6个主场${hw}胜${hd}平${hl}负，场均打进${goals}球。`,
    `${names.home}本赛季主场防守稳固，场均仅丢${conceded}球。`,
    `${names.home}近期赛程密集，体能储备是一大隐患。`,
  ];
  const away = [
    `${names.away}近6个客场${aw}胜${ad}平${al}负，客场表现${aw >= 3 ? '相当强势' : '起伏较大'}。`,
    `${names.away}主力前锋伤愈复出，锋线火力有望提升。`,
    `${names.away}上轮遭遇失利，本场急需拿分止颓。`,
  ];
  const history = [
    `双方近${meetings}次交锋，${names.home}${mw}胜${md}平${ml}负。`,
    `历史交锋中${names.home}${mw >= ml ? '占据上风' : '处于下风'}，近${meetings}次交手${mw}胜${md}平${ml}负。`,
  ];
  const market = [
    '机构初盘开出后水位持续下调，资金明显流向一方。',
    '欧赔平赔开得偏低，机构对平局有所防范。',
    '亚盘临场升盘，需警惕机构诱导。',
    '大小球盘口与基本面相符，本场节奏值得关注。',
  ];
  return [random.pick(form), random.pick(away), random.pick(history), random.pick(market)].join('');
}

function basketballSummary(random: Random, names: MatchNames): string {
  const won = random.int(2, 8);
  const scored = random.decimal(102, 121, 1);
  const allowed = random.decimal(100, 118, 1);
  const pace = random.decimal(96, 104, 1);
  const parts = [
    [
      `${names.home}近10场${won}胜${10 - won}负，场均得分${scored}分。`,
      `${names.home}主场场均失分${allowed}分，防守端表现${allowed < 108 ? '稳定' : '有待加强'}。`,
    ],
    [
      `${names.away}近期比赛回合数约${pace}，节奏偏${pace > 100 ? '快' : '慢'}。`,
      `${names.away}外线命中率近期明显回升，三分出手占比超过四成。`,
      `${names.away}主力后卫出战成疑，轮换深度受到考验。`,
    ],
    [
      '机构让分盘口开出后变化不大，市场看法较为一致。',
      '大小分盘口较上一场下调，机构预期本场对抗强度更高。',
      `${names.home}本赛季主场让分赢盘率超过五成，盘路走势值得参考。`,
    ],
  ];
  return parts.map((options) => random.pick(options)).join('');
}

export function planTitle(random: Random, sport: 1 | 2, names: MatchNames): string {
  return fill(random.pick(sport === SPORT.football ? FOOTBALL_TITLES : BASKETBALL_TITLES), names);
}

export function interpretationTitle(random: Random, names: MatchNames): string {
  return fill(random.pick(INTERPRETATION_TITLES), names);
}

export function analysisSummary(random: Random, sport: 1 | 2, names: MatchNames): string {
  return sport === SPORT.football
    ? footballSummary(random, names)
    : basketballSummary(random, names);
}
