import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import { REWARD_VALID_MS } from '../../../contracts/rainTimings';
import {
  AWARD_KIND,
  MAX_TAPS_PER_SECOND,
  RAIN_CLICK_GRACE_MS,
  RAIN_CLICK_WINDOW_MS,
  RAIN_GAP_MS,
  RAIN_PACKETS,
  RED_PACKET_CODES as C,
  RED_PACKET_ERRORS,
  type Award,
  type AwardKind,
  type RedPacketError,
  type RedPacketStatus,
} from '../../../contracts/redPacket';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { matches, redPacketJoins, redPacketRounds } from '../../db/schema';
import { grantCouponIn } from '../../platform/commerce';
import { COUPON_TYPE, FULL_FREE } from '../../../contracts/coupons';
import { transferIn } from '../../platform/ledger';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { notify } from '../messages';
import { awardTitle, drawAward } from './awards';

type Round = typeof redPacketRounds.$inferSelect;
type Join = typeof redPacketJoins.$inferSelect;

/** The refusal of a code: 404 when the goal has no round, 409 for the round's own refusals. */
export function redPacketRefusal(code: RedPacketError): Refusal {
  return { status: code === C.noRound ? 404 : 409, code, msg: RED_PACKET_ERRORS[code] };
}

/**
 * A refusal with the round's state riding along in `data` (null when there is none to tell), so
 * the app can settle: show the award already drawn, mark the round joined.
 */
function refuse(code: RedPacketError, status?: RedPacketStatus) {
  return refused(redPacketRefusal(code), status ?? null);
}

export interface RedPacketDeps {
  db: Database;
  clock: Clock;
  seed: number;
}

export async function roundOf(
  db: Database,
  matchId: number,
  goalCount: number,
): Promise<Round | null> {
  const [round] = await db
    .select()
    .from(redPacketRounds)
    .where(and(eq(redPacketRounds.matchId, matchId), eq(redPacketRounds.goalCount, goalCount)))
    .limit(1);
  return round ?? null;
}

async function joinOf(db: Database, roundId: number, userId: number): Promise<Join | null> {
  const [join] = await db
    .select()
    .from(redPacketJoins)
    .where(and(eq(redPacketJoins.roundId, roundId), eq(redPacketJoins.userId, userId)))
    .limit(1);
  return join ?? null;
}

export function awardOf(join: Join | null): Award | null {
  if (!join?.settledAt || join.awardKind === null) return null;
  const kind = join.awardKind as AwardKind;
  const fen = join.awardFen ?? 0;
  return {
    kind,
    amount: fen / 100,
    title: awardTitle(kind, fen),
    validUntil: kind === AWARD_KIND.empty ? null : join.settledAt.getTime() + REWARD_VALID_MS,
    couponId: join.couponId,
  };
}

function statusOf(round: Round, join: Join | null, login: boolean, now: number): RedPacketStatus {
  return {
    matchId: round.matchId,
    goalCount: round.goalCount,
    open: now >= round.openedAt.getTime() && now < round.closesAt.getTime(),
    join: join !== null,
    login,
    closesAt: round.closesAt.getTime(),
    joinedAt: join?.joinedAt.getTime() ?? null,
    award: awardOf(join),
  };
}

/** check: the round of a goal and this fan's part in it (a visitor: login false, join false). */
export async function checkRound(
  deps: RedPacketDeps,
  input: { matchId: number; goalCount: number; userId: number | null },
): Promise<Outcome<RedPacketStatus>> {
  const round = await roundOf(deps.db, input.matchId, input.goalCount);
  if (!round) return refuse(C.noRound);
  const join = input.userId === null ? null : await joinOf(deps.db, round.id, input.userId);
  return done(statusOf(round, join, input.userId !== null, deps.clock.now()));
}

/** The match's newest round: only its rain may be joined (an older goal's is superseded). */
async function newestGoalCount(db: Database, matchId: number): Promise<number> {
  const [row] = await db
    .select({ goalCount: redPacketRounds.goalCount })
    .from(redPacketRounds)
    .where(eq(redPacketRounds.matchId, matchId))
    .orderBy(desc(redPacketRounds.goalCount))
    .limit(1);
  return row?.goalCount ?? 0;
}

/** Whether the fan joined any rain within the last RAIN_GAP_MS of real time. */
async function joinedLately(deps: RedPacketDeps, userId: number, now: number): Promise<boolean> {
  const since = new Date(now - RAIN_GAP_MS * deps.clock.speed);
  const [row] = await deps.db
    .select({ id: redPacketJoins.id })
    .from(redPacketJoins)
    .where(and(eq(redPacketJoins.userId, userId), gt(redPacketJoins.joinedAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * join: the fan's rain starts now. Once per fan and round (101 after that); only while the round
 * is open and is the match's newest (1008 otherwise); one rain per fan per 60 s (rain_gap).
 */
export async function joinRain(
  deps: RedPacketDeps,
  input: { matchId: number; goalCount: number; userId: number },
): Promise<Outcome<RedPacketStatus>> {
  const now = deps.clock.now();
  const round = await roundOf(deps.db, input.matchId, input.goalCount);
  if (!round) return refuse(C.noRound);
  const existing = await joinOf(deps.db, round.id, input.userId);
  if (existing) return refuse(C.joined, statusOf(round, existing, true, now));
  const closed =
    !statusOf(round, null, true, now).open ||
    round.goalCount < (await newestGoalCount(deps.db, round.matchId));
  if (closed) return refuse(C.over, statusOf(round, null, true, now));
  if (await joinedLately(deps, input.userId, now))
    return refuse(C.rainGap, statusOf(round, null, true, now));
  const [created] = await deps.db
    .insert(redPacketJoins)
    .values({ roundId: round.id, userId: input.userId, joinedAt: new Date(now) })
    .onConflictDoNothing()
    .returning();
  // Two joins at once: the second finds the first's row.
  const join = created ?? (await joinOf(deps.db, round.id, input.userId));
  if (!created) return refuse(C.joined, statusOf(round, join, true, now));
  return done(statusOf(round, join, true, now));
}

/**
 * clickRed: the rain's end. Draws the fan's award once (1007 with it afterwards), within the click
 * window after their join (real time; 1008 after it), and credits it in one transaction with its
 * message: coins into the ledger and the balance, tickets as coupons.
 */
export async function clickRed(
  deps: RedPacketDeps,
  input: { matchId: number; goalCount: number; userId: number; hits: number },
): Promise<Outcome<Award>> {
  const now = deps.clock.now();
  const round = await roundOf(deps.db, input.matchId, input.goalCount);
  if (!round) return refuse(C.noRound);
  const join = await joinOf(deps.db, round.id, input.userId);
  if (!join) return refuse(C.over);
  if (join.settledAt) return refuse(C.drawn, statusOf(round, join, true, now));
  // The window is the fan's ten seconds of tapping: real time, whatever SIM_SPEED says.
  const realElapsed = (now - join.joinedAt.getTime()) / deps.clock.speed;
  const late = realElapsed > RAIN_CLICK_WINDOW_MS + RAIN_CLICK_GRACE_MS;
  // The app says how many it caught; no more is believed than fell, nor than a finger could tap
  // in the time since the join (a click straight after joining caught nothing).
  const believable = Math.min(
    RAIN_PACKETS,
    Math.floor((Math.max(0, realElapsed) / 1000) * MAX_TAPS_PER_SECOND),
  );
  const hits = Math.max(0, Math.min(input.hits, believable));
  const drawn = late
    ? { kind: AWARD_KIND.empty, fen: 0, conditionFen: 0, title: awardTitle(AWARD_KIND.empty, 0) }
    : drawAward({ seed: deps.seed, roundId: round.id, userId: input.userId, hits });
  const settled = await deps.db.transaction(async (tx) => {
    // Only the first click settles: a concurrent second one finds settled_at set and stops.
    const [claimed] = await tx
      .update(redPacketJoins)
      .set({
        settledAt: new Date(now),
        hits,
        awardKind: drawn.kind,
        awardFen: drawn.fen,
      })
      .where(and(eq(redPacketJoins.id, join.id), isNull(redPacketJoins.settledAt)))
      .returning();
    if (!claimed) return null;
    const validUntil = new Date(now + REWARD_VALID_MS);
    if (drawn.kind === AWARD_KIND.coins) {
      // Reward coins come from the house's rewards and lapse after 7 days (a lot of their own).
      await transferIn(
        tx,
        {
          key: `red_packet:${round.id}:${input.userId}`,
          kind: 'reward',
          memo: '进球红包雨奖励',
          from: { house: 'rewards' },
          to: { user: input.userId, kind: 'coin' },
          amountFen: drawn.fen,
          validUntil: validUntil.getTime(),
          reference: `red_packet_round:${round.id}`,
        },
        now,
      );
    } else if (drawn.kind === AWARD_KIND.freeTicket || drawn.kind === AWARD_KIND.amountOff) {
      const couponId = await grantCouponIn(
        tx,
        {
          userId: input.userId,
          couponType: COUPON_TYPE.reading,
          type: drawn.kind === AWARD_KIND.freeTicket ? FULL_FREE : 2,
          worthFen: drawn.fen,
          useConditionFen: drawn.conditionFen,
          validStartTime: now,
          validEndTime: validUntil.getTime(),
          originType: 0,
          source: `red_packet:${round.id}:${input.userId}`,
        },
        now,
      );
      await tx.update(redPacketJoins).set({ couponId }).where(eq(redPacketJoins.id, join.id));
      claimed.couponId = couponId;
    }
    if (drawn.kind !== AWARD_KIND.empty) {
      const [match] = await tx
        .select({ id: matches.id, sport: matches.sport })
        .from(matches)
        .where(eq(matches.id, round.matchId))
        .limit(1);
      await notify(tx, {
        userId: input.userId,
        subType: MESSAGE_SUB_TYPES.activity,
        title: '进球红包雨奖励',
        content: {
          text: `恭喜你在进球红包雨中抢到${drawn.title}，7天内有效。`,
          kind: 'award',
          link: match ? `#/match-detail?matchId=${match.id}` : undefined,
        },
        eventKey: `award:${round.id}`,
        topic: 'activity',
        at: now,
      });
    }
    return claimed;
  });
  if (!settled) {
    const again = await joinOf(deps.db, round.id, input.userId);
    return refuse(C.drawn, statusOf(round, again, true, now));
  }
  if (late) return refuse(C.over, statusOf(round, settled, true, now));
  const award = awardOf(settled);
  if (!award) throw new Error('a settled join without an award');
  return done(award);
}
