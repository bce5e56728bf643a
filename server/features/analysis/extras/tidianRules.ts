import type { TeamResultMatch } from '../../../../contracts/sportdata/analysis';
import type { Tidian } from '../../../../contracts/sportdata/matchExtras';
import { SPORT } from '../../../../domain/sport';
import { summarize } from '../record';
import type { MatchContext, SideContext } from './context';
import { decimal, recordText } from './records';

/**
 * The data tips (提点) of a match: short facts read from finished matches before kick-off — the
 * meetings, each side's venue record, its averages, over/under against this match's line, both
 * teams scoring, half-time leads, clean sheets and scoring runs — each with its threshold here
 * (docs/decisions/match-analysis-extras.md). A trend is told only when it is one; a record always.
 * Pure.
 */

/** Matches a trend needs before it is told. */
const TREND_MIN = 5;
const MEETING_TREND_MIN = 3;
/** Over/under: told when at least 60 % went over, or at most 30 %. */
const OVER_SHARE = 0.6;
const UNDER_SHARE = 0.3;
/** Football: both teams scored in 60 % or more; clean sheets in 40 % or more. */
const BOTH_SCORE_SHARE = 0.6;
const CLEAN_SHEET_SHARE = 0.4;
/** Led at half-time in half or more. */
const HALF_LEAD_SHARE = 0.5;
/** Football runs: scored in 5 or more in a row; failed to score in 2 or more in a row. */
const SCORING_RUN = 5;
const BLANK_RUN = 2;
/** A venue record needs this many matches. */
const VENUE_MIN = 3;

const total = (m: TeamResultMatch) => m.goalsFor + m.goalsAgainst;
const count = <T>(list: readonly T[], test: (x: T) => boolean) => list.filter(test).length;

function leadAtHalf(m: TeamResultMatch): boolean {
  if (m.homeHalfScore === null || m.awayHalfScore === null) return false;
  const own = m.isHome ? m.homeHalfScore : m.awayHalfScore;
  const other = m.isHome ? m.awayHalfScore : m.homeHalfScore;
  return own > other;
}

function run(list: readonly TeamResultMatch[], test: (m: TeamResultMatch) => boolean): number {
  let n = 0;
  while (n < list.length && test(list[n]!)) n++;
  return n;
}

/** Over/under against the line: "有7场…" when mostly over, "仅2场…" when mostly under. */
function overUnder(
  games: readonly TeamResultMatch[],
  line: number | null,
  words: { lead: string; unit: string; noun: string },
): string | null {
  if (line === null || games.length === 0) return null;
  const over = count(games, (m) => total(m) > line);
  const share = over / games.length;
  if (share >= OVER_SHARE) return `${words.lead}有${over}场${words.noun}大于${line}${words.unit}`;
  if (share <= UNDER_SHARE) return `${words.lead}仅${over}场${words.noun}大于${line}${words.unit}`;
  return null;
}

export function tidianOf(ctx: MatchContext, line: number | null): Tidian[] {
  const sport = ctx.match.sport;
  const football = sport !== SPORT.basketball;
  const unit = football ? '球' : '分';
  const noun = football ? '总进球' : '总分';
  const list: Tidian[] = [];
  const add = (kind: string, side: Tidian['side'], text: string | null) => {
    if (text) list.push({ kind, side, text });
  };

  const meetings = ctx.meetings;
  if (meetings.length > 0) {
    const record = summarize(meetings, sport);
    const avg = decimal(meetings.reduce((s, m) => s + total(m), 0) / meetings.length);
    add(
      'headToHead',
      'both',
      `双方近${meetings.length}次交锋，${ctx.home.teamName}${recordText(record, sport)}，场均${football ? `${avg}球` : `总分${avg}`}`,
    );
  }
  if (meetings.length >= MEETING_TREND_MIN)
    add(
      'overUnder',
      'both',
      overUnder(meetings, line, { lead: `近${meetings.length}次交锋`, unit, noun }),
    );

  for (const side of [ctx.home, ctx.away]) {
    const where = side.side === 'home' ? '主场' : '客场';
    if (side.venue.length >= VENUE_MIN)
      add(
        'venue',
        side.side,
        `${side.teamName}近${side.venue.length}个${where}${recordText(summarize(side.venue, sport), sport)}`,
      );
  }

  for (const side of [ctx.home, ctx.away]) teamTips(side, sport, line, add);
  return list;
}

function teamTips(
  side: SideContext,
  sport: number,
  line: number | null,
  add: (kind: string, side: Tidian['side'], text: string | null) => void,
) {
  const games = side.recent;
  const n = games.length;
  if (n === 0) return;
  const football = sport !== SPORT.basketball;
  const lead = `${side.teamName}近${n}场`;
  const record = summarize(games, sport);
  add(
    'average',
    side.side,
    football
      ? `${lead}场均进${decimal(record.avgGoalsFor)}球、失${decimal(record.avgGoalsAgainst)}球`
      : `${lead}场均得${decimal(record.avgGoalsFor)}分、失${decimal(record.avgGoalsAgainst)}分`,
  );
  if (n < TREND_MIN) return;
  add(
    'overUnder',
    side.side,
    overUnder(games, line, {
      lead,
      unit: football ? '球' : '分',
      noun: football ? '总进球' : '总分',
    }),
  );
  const halfLeads = count(games, leadAtHalf);
  if (halfLeads >= n * HALF_LEAD_SHARE)
    add('halfTime', side.side, `${lead}有${halfLeads}场半场领先`);
  if (!football) return;
  const bothScored = count(games, (m) => m.goalsFor > 0 && m.goalsAgainst > 0);
  if (bothScored >= n * BOTH_SCORE_SHARE)
    add('bothScore', side.side, `${lead}有${bothScored}场双方均有进球`);
  if (record.cleanSheets >= n * CLEAN_SHEET_SHARE)
    add('cleanSheet', side.side, `${lead}有${record.cleanSheets}场零封对手`);
  const scoring = run(games, (m) => m.goalsFor > 0);
  const blank = run(games, (m) => m.goalsFor === 0);
  if (scoring >= SCORING_RUN)
    add('scoringRun', side.side, `${side.teamName}已连续${scoring}场比赛取得进球`);
  else if (blank >= BLANK_RUN)
    add('scoringRun', side.side, `${side.teamName}已连续${blank}场比赛未能取得进球`);
}
