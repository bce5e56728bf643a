import { REAL_PER_GAME_SECOND, type BasketballScript } from './basketballScript';
import { EXTRA_TIME_BREAK, footballClock, isGoal, type FootballScript } from './footballScript';
import { BASKETBALL_STATUS, FOOTBALL_STATUS } from '../../domain/sport';

/** A match's row at one moment, as the lists and the detail header show it. */
export interface MatchState {
  status: number;
  minute: string | null;
  homeScore: number;
  awayScore: number;
  homeHalfScore: number | null;
  awayHalfScore: number | null;
  /** The shoot-out result of a cup tie level after extra time, set with the final whistle. */
  homePenaltyScore: number | null;
  awayPenaltyScore: number | null;
  homeRed: number;
  awayRed: number;
  homeYellow: number;
  awayYellow: number;
  homeCorner: number;
  awayCorner: number;
  periodScores: Array<[number, number]>;
  /** How many of the script's events (football) or baskets (basketball) have happened. */
  happened: number;
  /** Finished, abandoned, postponed or cancelled: the simulator is done with it. */
  final: boolean;
}

function blank(status: number, final = false): MatchState {
  return {
    status,
    minute: null,
    homeScore: 0,
    awayScore: 0,
    homeHalfScore: null,
    awayHalfScore: null,
    homePenaltyScore: null,
    awayPenaltyScore: null,
    homeRed: 0,
    awayRed: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeCorner: 0,
    awayCorner: 0,
    periodScores: [],
    happened: 0,
    final,
  };
}

const minuteText = (c: { minute: number; extra: number }) =>
  c.extra > 0 ? `${c.minute}+${c.extra}` : String(c.minute);

/** The football match `elapsed` seconds after kick-off (negative: not started). */
export function footballStateAt(script: FootballScript, elapsed: number): MatchState {
  if (script.postponed) return blank(FOOTBALL_STATUS.postponed, true);
  if (elapsed < 0) return blank(FOOTBALL_STATUS.notStarted);
  const pause = script.interruption;
  // Phase boundaries move by the interruption's length once it has happened.
  const shift = (t: number) => (pause && t > pause.at ? t + pause.seconds : t);
  const happened = script.events.filter((e) => e.at <= elapsed);
  const state = blank(FOOTBALL_STATUS.notStarted);
  state.happened = happened.length;
  const count = (test: (e: (typeof happened)[number]) => boolean, side: 1 | 2) =>
    happened.filter((e) => e.side === side && test(e)).length;
  state.homeScore = count((e) => isGoal(e.kind), 1);
  state.awayScore = count((e) => isGoal(e.kind), 2);
  state.homeYellow = count((e) => e.kind === 'yellow', 1);
  state.awayYellow = count((e) => e.kind === 'yellow', 2);
  state.homeRed = count((e) => e.kind === 'red', 1);
  state.awayRed = count((e) => e.kind === 'red', 2);
  state.homeCorner = count((e) => e.kind === 'corner', 1);
  state.awayCorner = count((e) => e.kind === 'corner', 2);
  const firstEnd = shift(script.firstHalf);
  if (elapsed >= firstEnd) {
    const firstHalfGoals = happened.filter((e) => isGoal(e.kind) && e.at < firstEnd);
    state.homeHalfScore = firstHalfGoals.filter((e) => e.side === 1).length;
    state.awayHalfScore = firstHalfGoals.length - state.homeHalfScore;
  }
  if (script.abandonedAt !== null && elapsed >= script.abandonedAt) {
    return { ...state, status: FOOTBALL_STATUS.abandoned, minute: null, final: true };
  }
  if (pause && elapsed >= pause.at && elapsed < pause.at + pause.seconds) {
    return { ...state, status: FOOTBALL_STATUS.interrupted, minute: '中断' };
  }
  const plain = pause && elapsed >= pause.at + pause.seconds ? elapsed - pause.seconds : elapsed;
  const clockOf = { firstHalf: script.firstHalf, halfTimeBreak: script.halfTimeBreak };
  if (plain < script.firstHalf)
    return {
      ...state,
      status: FOOTBALL_STATUS.inPlay,
      minute: minuteText(footballClock(clockOf, plain, 1)),
    };
  const secondStart = script.firstHalf + script.halfTimeBreak;
  if (plain < secondStart) return { ...state, status: FOOTBALL_STATUS.halfTime, minute: '中场' };
  if (plain < secondStart + script.secondHalf)
    return {
      ...state,
      status: FOOTBALL_STATUS.secondHalf,
      minute: minuteText(footballClock(clockOf, plain - secondStart, 2)),
    };
  if (script.extraTime > 0) {
    const etStart = secondStart + script.secondHalf + EXTRA_TIME_BREAK;
    if (plain < etStart) return { ...state, status: FOOTBALL_STATUS.extraTime, minute: '加时' };
    if (plain < etStart + script.extraTime)
      return {
        ...state,
        status: FOOTBALL_STATUS.extraTime,
        minute: minuteText(footballClock(clockOf, plain - etStart, 3)),
      };
  }
  // The shoot-out is not played kick by kick: its result comes with the final whistle.
  const [homePenaltyScore, awayPenaltyScore] = script.shootout ?? [null, null];
  return {
    ...state,
    homePenaltyScore,
    awayPenaltyScore,
    status: FOOTBALL_STATUS.finished,
    minute: null,
    final: true,
  };
}

function clockLeft(gameSeconds: number, realIntoPeriod: number): string {
  const left = Math.max(0, gameSeconds - Math.floor(realIntoPeriod / REAL_PER_GAME_SECOND));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** The basketball match `elapsed` seconds after tip-off. */
export function basketballStateAt(script: BasketballScript, elapsed: number): MatchState {
  if (script.postponed) return blank(BASKETBALL_STATUS.postponed, true);
  if (elapsed < 0) return blank(BASKETBALL_STATUS.notStarted);
  const state = blank(BASKETBALL_STATUS.notStarted);
  const happened = script.baskets.filter((b) => b.at <= elapsed);
  state.happened = happened.length;
  state.periodScores = script.periods
    .filter((p) => p.start <= elapsed)
    .map((p) => {
      const inPeriod = happened.filter((b) => b.at >= p.start && b.at <= p.start + p.length);
      const home = inPeriod.filter((b) => b.side === 1).reduce((s, b) => s + b.points, 0);
      const away = inPeriod.filter((b) => b.side === 2).reduce((s, b) => s + b.points, 0);
      return [home, away];
    });
  state.homeScore = state.periodScores.reduce((s, [h]) => s + h, 0);
  state.awayScore = state.periodScores.reduce((s, [, a]) => s + a, 0);
  if (state.periodScores.length >= 2) {
    const [q1 = [0, 0], q2 = [0, 0]] = state.periodScores;
    state.homeHalfScore = q1[0] + q2[0];
    state.awayHalfScore = q1[1] + q2[1];
  }
  if (elapsed >= script.end) return { ...state, status: BASKETBALL_STATUS.finished, final: true };
  const index = script.periods.findIndex((p) => elapsed >= p.start && elapsed < p.start + p.length);
  if (index >= 0) {
    const period = script.periods[index];
    return {
      ...state,
      status: index + 1,
      minute: clockLeft(period?.gameSeconds ?? 0, elapsed - (period?.start ?? 0)),
    };
  }
  // Between periods: half-time after the second quarter, otherwise the ended period at 00:00.
  const ended = script.periods.filter((p) => p.start + p.length <= elapsed).length;
  if (ended === 2) return { ...state, status: BASKETBALL_STATUS.halfTime, minute: '中场' };
  return { ...state, status: ended, minute: '00:00' };
}

/** A phase boundary of a football script: the status it starts, when, and its minute mark. */
export interface FootballPhase {
  status: number;
  /** Seconds after kick-off. */
  at: number;
  /** The minute the text live shows for it: 1', 45+2', 46', 90+4', 120+1'. */
  mark: string;
}

/**
 * The phase boundaries of a football script in order (kick-off, half-time, the second half, extra
 * time, the final whistle). The text live tells each at the moment and minute it began, however late
 * the simulator's tick saw it: at SIM_SPEED=60, or after a restart, the first tick may come minutes
 * into the second half, and the line must still read 下半场开始 at 46'.
 */
export function footballPhases(script: FootballScript): FootballPhase[] {
  const pause = script.interruption;
  const shift = (t: number) => (pause && t > pause.at ? t + pause.seconds : t);
  const clockOf = { firstHalf: script.firstHalf, halfTimeBreak: script.halfTimeBreak };
  const mark = (playSecond: number, half: 1 | 2 | 3) =>
    `${minuteText(footballClock(clockOf, Math.max(0, playSecond), half))}'`;
  const secondStart = script.firstHalf + script.halfTimeBreak;
  const secondEnd = secondStart + script.secondHalf;
  const phases: FootballPhase[] = [
    { status: FOOTBALL_STATUS.inPlay, at: 0, mark: mark(0, 1) },
    {
      status: FOOTBALL_STATUS.halfTime,
      at: shift(script.firstHalf),
      mark: mark(script.firstHalf - 1, 1),
    },
    { status: FOOTBALL_STATUS.secondHalf, at: shift(secondStart), mark: mark(0, 2) },
  ];
  const secondHalfEnd = mark(script.secondHalf - 1, 2);
  if (script.extraTime === 0) {
    phases.push({ status: FOOTBALL_STATUS.finished, at: shift(secondEnd), mark: secondHalfEnd });
    return phases;
  }
  const etEnd = secondEnd + EXTRA_TIME_BREAK + script.extraTime;
  phases.push(
    { status: FOOTBALL_STATUS.extraTime, at: shift(secondEnd), mark: secondHalfEnd },
    { status: FOOTBALL_STATUS.finished, at: shift(etEnd), mark: mark(script.extraTime - 1, 3) },
  );
  return phases;
}
