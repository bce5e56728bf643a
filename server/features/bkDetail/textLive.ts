import type { BkTextLine, BkTextLive } from '../../../contracts/sportdata/bkDetail';
import { defineApi } from '../../platform/gateway/api';
import * as bkDetailCalls from '../../../contracts/sportdata/bkDetailCalls';
import { boxScoreOf, type BoxScore } from './box';
import { loadBkMatch, type BkMatch } from './match';
import type { Play } from './playByPlay';
import { rostersOf } from './roster';
import { BASKETBALL_STATUS } from '../../../domain/sport';

const TWO = [
  '跳投命中',
  '上篮得分',
  '突破上篮命中',
  '中距离跳投命中',
  '扣篮得分',
  '勾手命中',
  '补篮得手',
  '抛投命中',
];
const THREE = ['三分球命中', '底角三分命中', '弧顶三分命中', '干拔三分命中', '接球三分命中'];

export const periodName = (index: number) => (index < 4 ? `第${index + 1}节` : `加时${index - 3}`);

const clockText = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

function playText(play: Play, teamName: string): string {
  const who = `${teamName} ${play.scorer.name}`;
  const assist = play.assist ? `（${play.assist.name}助攻）` : '';
  if (play.kind === 'two') return `${who} ${TWO[play.variant % TWO.length]}${assist}`;
  if (play.kind === 'three') return `${who} ${THREE[play.variant % THREE.length]}${assist}`;
  if (play.points === 2) return `${who} 两罚全中`;
  return `${who} ${play.ftAttempts === 2 ? '两罚一中' : '罚球命中'}`;
}

type Draft = Omit<BkTextLine, 'id' | 'homeScore' | 'awayScore'> & {
  t: number;
  order: number;
  seq: number;
  points: number;
};

/**
 * The whole feed, oldest first: a line when each period starts, one for each play that scores and
 * one when a period ends, with the score after it. Ids count the lines in game order.
 */
export function textLinesOf(match: BkMatch, box: BoxScore): BkTextLine[] {
  const teams = { 1: match.homeTeamName, 2: match.awayTeamName } as const;
  const drafts: Draft[] = [];
  const last = box.spans.length - 1;
  for (const span of box.spans) {
    const base = {
      kind: 'period' as const,
      period: span.index + 1,
      side: 0 as const,
      seq: 0,
      points: 0,
    };
    const name = periodName(span.index);
    drafts.push({
      ...base,
      periodName: name,
      clock: clockText(span.length),
      text: span.index === 0 ? `比赛开始，${teams[1]} 对阵 ${teams[2]}` : `${name}开始`,
      t: 0,
      order: 0,
    });
    if (span.complete)
      drafts.push({
        ...base,
        periodName: name,
        clock: clockText(0),
        // Filled in below, when the score at that moment is known.
        text:
          span.index === last && match.status === BASKETBALL_STATUS.finished
            ? '全场比赛结束'
            : span.index === 1
              ? '上半场结束'
              : `${name}结束`,
        t: span.length,
        order: 2,
      });
  }
  for (const play of box.plays) {
    const length = box.spans[play.period]?.length ?? 0;
    drafts.push({
      kind: 'score',
      period: play.period + 1,
      periodName: periodName(play.period),
      clock: clockText(Math.max(0, length - play.t)),
      side: play.side,
      text: playText(play, teams[play.side]),
      t: play.t,
      order: 1,
      seq: play.seq,
      points: play.points,
    });
  }
  drafts.sort(
    (a, b) =>
      a.period - b.period || a.t - b.t || a.order - b.order || a.side - b.side || a.seq - b.seq,
  );
  const score = { 1: 0, 2: 0 };
  return drafts.map(({ t: _t, order, seq: _s, points, ...line }, i) => {
    if (line.side !== 0) score[line.side] += points;
    const text =
      order === 2 ? `${line.text}，${teams[1]} ${score[1]}-${score[2]} ${teams[2]}` : line.text;
    return { ...line, text, id: i + 1, homeScore: score[1], awayScore: score[2] };
  });
}

/**
 * getBkMatchTextLive: the match's text live, newest first, `pageSize` lines older than `beforeId`.
 * The simulator writes only the start and end of periods for basketball (match_texts), so the
 * lines are told from the score like the box score, and agree with it play by play.
 */
export const getBkMatchTextLive = defineApi(
  bkDetailCalls.getBkMatchTextLive,
  async (args, { db }): Promise<BkTextLive> => {
    const match = await loadBkMatch(db, args.matchId);
    const rosters = await rostersOf(db, match);
    const lines = textLinesOf(match, boxScoreOf(match, rosters));
    const older = lines
      .filter((l) => args.beforeId === undefined || l.id < args.beforeId)
      .reverse();
    return {
      matchId: match.matchId,
      status: match.status,
      list: older.slice(0, args.pageSize),
      hasMore: older.length > args.pageSize,
    };
  },
);
