import type { RecordSummary } from '../../../../contracts/sportdata/analysis';
import type { InfoItem, MatchInformation } from '../../../../contracts/sportdata/matchExtras';
import { SPORT } from '../../../../domain/sport';
import { beijingDayIndex } from '../../../../domain/time';
import { summarize } from '../record';
import type { MatchContext, SideContext } from './context';
import { recordText, reversed, runLength } from './records';

/**
 * The intelligence (情报) of a match as sentences, from its context (context.ts): the news that
 * bears on each side — bans, rest, the next fixture, streaks, form, table position, the meetings —
 * each rule with its threshold here (docs/decisions/match-analysis-extras.md). Pure.
 */

/** Football: a side with two days or fewer since its last match is short of rest. */
const SHORT_REST_DAYS = 2;
/** Football: a fixture within three days after this one may mean rotation. */
const CONGESTED_DAYS = 3;
/** Days of rest more than the opponent that count as an edge. */
const REST_EDGE_DAYS = 2;
/** Streaks worth telling: wins or losses in a row; football unbeaten or winless runs. */
const STREAK = 3;
const UNBEATEN = 5;
const WINLESS = 4;
/** Of the last ten: wins that make a side in form, losses that make it out of form. */
const HOT_WINS = 7;
const COLD_LOSSES = 6;
/** The top and bottom three places of a table are news, in a table of 8 clubs or more. */
const TABLE_EDGE = 3;
const TABLE_MIN = 8;
/** Meetings that give one side a psychological edge: at least 3, and 60 % won. */
const EDGE_MEETINGS = 3;
const EDGE_SHARE = 0.6;

interface Found {
  tone: 'good' | 'bad';
  item: InfoItem;
}

const good = (kind: string, text: string): Found => ({ tone: 'good', item: { kind, text } });
const bad = (kind: string, text: string): Found => ({ tone: 'bad', item: { kind, text } });

const dayGap = (from: number, to: number) => beijingDayIndex(to) - beijingDayIndex(from);

function bans(side: SideContext): Found[] {
  return side.suspended.map((p) =>
    bad(
      'suspension',
      `${p.name}上一场比赛${p.card === 'second_yellow' ? '两黄变一红' : '直接红牌'}被罚下，本场停赛`,
    ),
  );
}

function rest(ctx: MatchContext, side: SideContext, other: SideContext): Found[] {
  if (!side.previous) return [];
  const kickOff = ctx.match.matchTime.getTime();
  const days = dayGap(side.previous.matchTime, kickOff);
  const found: Found[] = [];
  const basketball = ctx.match.sport === SPORT.basketball;
  if (basketball && days <= 1)
    found.push(bad('backToBack', '背靠背作战，前一天刚刚打完一场比赛，体能是考验'));
  else if (!basketball && days <= SHORT_REST_DAYS)
    found.push(bad('rest', `距上一场比赛仅间隔${days}天，体能恐受影响`));
  if (other.previous) {
    const edge = days - dayGap(other.previous.matchTime, kickOff);
    if (edge >= REST_EDGE_DAYS) found.push(good('rest', `比对手多休息${edge}天，体能占优`));
  }
  return found;
}

function nextFixture(ctx: MatchContext, side: SideContext): Found[] {
  const next = side.next;
  if (!next) return [];
  const days = dayGap(ctx.match.matchTime.getTime(), next.matchTime);
  const opponent = next.homeTeamId === side.teamId ? next.awayTeamName : next.homeTeamName;
  if (ctx.match.sport === SPORT.basketball)
    return days <= 1 ? [bad('congestion', `次日还要背靠背出战${opponent}，或有所保留`)] : [];
  return days <= CONGESTED_DAYS
    ? [bad('congestion', `${days}天后还要在${next.leagueName}中对阵${opponent}，或有轮换`)]
    : [];
}

function streaks(sport: number, summary: RecordSummary): Found[] {
  const form = summary.form;
  const wins = runLength(form, (r) => r === 'W');
  const losses = runLength(form, (r) => r === 'L');
  if (wins >= STREAK) return [good('streak', `近期${wins}连胜，士气正旺`)];
  if (losses >= STREAK) return [bad('streak', `近期遭遇${losses}连败，士气低落`)];
  if (sport === SPORT.basketball) return [];
  const unbeaten = runLength(form, (r) => r !== 'L');
  if (unbeaten >= UNBEATEN) return [good('streak', `近${unbeaten}场比赛保持不败`)];
  const winless = runLength(form, (r) => r !== 'W');
  if (winless >= WINLESS) return [bad('streak', `已连续${winless}场比赛未尝胜绩`)];
  return [];
}

function form(sport: number, summary: RecordSummary): Found[] {
  const text = `近${summary.played}场${recordText(summary, sport)}`;
  if (summary.won >= HOT_WINS) return [good('form', `${text}，状态火热`)];
  if (summary.lost >= COLD_LOSSES) return [bad('form', `${text}，状态低迷`)];
  return [];
}

function table(side: SideContext): Found[] {
  const s = side.standing;
  if (!s || s.played === 0 || s.teamCount < TABLE_MIN) return [];
  if (s.rank <= TABLE_EDGE)
    return [good('table', `${s.leagueName}积分榜排名第${s.rank}，位居前列`)];
  if (s.rank > s.teamCount - TABLE_EDGE)
    return [bad('table', `${s.leagueName}积分榜排名第${s.rank}（共${s.teamCount}队），处境不妙`)];
  return [];
}

function meetingEdge(sport: number, meetings: RecordSummary): Found[] {
  if (meetings.played < EDGE_MEETINGS || meetings.won < meetings.played * EDGE_SHARE) return [];
  return [
    good('headToHead', `近${meetings.played}次交锋${recordText(meetings, sport)}，占据心理优势`),
  ];
}

/** The intelligence of a match, good and bad per team, then what is news for neither. */
export function informationOf(ctx: MatchContext): MatchInformation {
  const sport = ctx.match.sport;
  const meetings = summarize(ctx.meetings, sport);
  const team = (side: SideContext, other: SideContext, ownMeetings: RecordSummary) => {
    const recent = summarize(side.recent, sport);
    const found = [
      ...bans(side),
      ...rest(ctx, side, other),
      ...nextFixture(ctx, side),
      ...streaks(sport, recent),
      ...form(sport, recent),
      ...table(side),
      ...meetingEdge(sport, ownMeetings),
    ];
    return {
      teamId: side.teamId,
      teamName: side.teamName,
      teamLogo: side.teamLogo,
      good: found.filter((f) => f.tone === 'good').map((f) => f.item),
      bad: found.filter((f) => f.tone === 'bad').map((f) => f.item),
      suspended: side.suspended,
    };
  };
  return {
    matchId: ctx.match.matchId,
    sport,
    home: team(ctx.home, ctx.away, meetings),
    away: team(ctx.away, ctx.home, reversed(meetings)),
    neutral: neutral(ctx, meetings),
  };
}

function neutral(ctx: MatchContext, meetings: RecordSummary): InfoItem[] {
  const { home, away } = ctx;
  const items: InfoItem[] = [
    meetings.played === 0
      ? { kind: 'headToHead', text: '双方此前没有交锋记录' }
      : {
          kind: 'headToHead',
          text: `双方近${meetings.played}次交锋，${home.teamName}${recordText(meetings, ctx.match.sport)}`,
        },
  ];
  const [h, a] = [home.standing, away.standing];
  if (h && a && h.leagueId === a.leagueId && h.played > 0 && a.played > 0) {
    // Basketball tables rank by win rate: their points are not what fans compare.
    const points = (p: number) => (ctx.match.sport === SPORT.basketball ? '' : `（${p}分）`);
    items.push({
      kind: 'table',
      text: `${home.teamName}排名第${h.rank}${points(h.points)}，${away.teamName}排名第${a.rank}${points(a.points)}`,
    });
  }
  return items;
}
