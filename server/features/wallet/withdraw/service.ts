import { and, count, eq, gte } from 'drizzle-orm';
import { beijingDayIndex, dayIndexStart } from '../../../../domain/time';
import type { SmsSendResult } from '../../../../contracts/account/session';
import { WALLET_NOT_ENOUGH, fenToYuan, yuanTextToFen } from '../../../../contracts/wallet/balance';
import {
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_REFUSAL_CODES,
  WITHDRAW_SMS_TYPE,
  WITHDRAW_STATUS,
  WITHDRAW_STATUS_TEXT,
  withdrawAmountProblem,
  withdrawFeeFen,
  type MemberBank,
  type WithdrawalDetail,
} from '../../../../contracts/wallet/withdraw';
import type { Database, Tx } from '../../../db/database';
import { memberBankCards, users, withdrawals } from '../../../db/schema';
import { LedgerRefusals, LedgerRefused, transferIn, userBalances } from '../../../platform/ledger';
import { done, refused, RefusedError, type Outcome } from '../../../platform/refusals';
import { maskPhone, spendSmsCode, type SmsService } from '../../account/session';
import { BANKS, PROVINCES } from './banks';
import { cardFor, savedCardText, savedCards, type NewCard } from './cards';
import { WithdrawRefusals } from './refusals';

/** The ledger key of a withdrawal's pending transfer; its post and void keys follow from it. */
export const withdrawalKey = (id: number) => `withdraw:${id}`;

/** '王建国' → '王**': enough for the member to recognise, not enough for anyone else. */
function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

async function member(db: Database | Tx, userId: number) {
  const [row] = await db
    .select({ realName: users.realName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function todayCount(db: Database | Tx, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        gte(withdrawals.createdAt, new Date(dayIndexStart(beijingDayIndex(now)))),
      ),
    );
  return row?.n ?? 0;
}

/** GET /api/user/queryMemberBank/{type}: saved cards, pickers, balance, holder, phone, today's count. */
export async function memberBank(
  db: Database,
  userId: number,
  now: number,
): Promise<Outcome<MemberBank>> {
  const [who, cards, balances, today] = await Promise.all([
    member(db, userId),
    savedCards(db, userId),
    userBalances(db, userId, now),
    todayCount(db, userId, now),
  ]);
  return done({
    cards: cards.map(savedCardText),
    banks: BANKS.map((b) => ({ ...b })),
    provinces: PROVINCES,
    ableBalance: fenToYuan(balances.moneyFen),
    holder: who?.realName ? maskName(who.realName) : '',
    phone: who?.phone ? maskPhone(who.phone) : '',
    todayCount: today,
  });
}

/** POST /api/user/drawMoney/sendCode: the code goes to the member's own phone, never another. */
export async function sendWithdrawCode(
  db: Database,
  sms: SmsService,
  userId: number,
  ip: string,
): Promise<Outcome<SmsSendResult>> {
  const who = await member(db, userId);
  if (!who?.phone) return refused(WithdrawRefusals.phoneRequired);
  return sms.deliver(db, { phone: who.phone, type: WITHDRAW_SMS_TYPE, ip });
}

export interface WithdrawRequest extends NewCard {
  amount: string;
  code: string;
  drawMoneyWayId?: number;
  requestId: string;
}

async function earlierRequest(db: Database | Tx, userId: number, requestId: string) {
  const [row] = await db
    .select({ id: withdrawals.id, amountFen: withdrawals.amountFen })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)));
  return row;
}

/**
 * POST /api/user/memberDrawMoney/: the rules of docs/decisions/withdrawal.md, the SMS code, then in
 * one transaction — the member's row locked, so two requests at once count and spend in turn — the
 * card, the request and its pending ledger transfer: the money leaves the balance now and comes back
 * if the review refuses it. The same requestId answers the first request's id, once and for all.
 */
export async function requestWithdrawal(
  db: Database,
  userId: number,
  req: WithdrawRequest,
  now: number,
): Promise<Outcome<{ id: number }>> {
  const amountFen = yuanTextToFen(req.amount);
  // A retry answers the first request; the same id with another amount is another request.
  const earlier = await earlierRequest(db, userId, req.requestId);
  if (earlier)
    return earlier.amountFen === amountFen
      ? done({ id: earlier.id })
      : refused(LedgerRefusals.keyReused);
  const problem = withdrawAmountProblem(amountFen);
  if (problem)
    return refused({ status: 400, code: WITHDRAW_REFUSAL_CODES.badAmount, msg: problem });
  const who = await member(db, userId);
  if (!who?.realName) return refused(WithdrawRefusals.identityRequired);
  if (!who.phone) return refused(WithdrawRefusals.phoneRequired);
  // The cheap checks first, so a request bound to fail does not spend the fan's code.
  const balances = await userBalances(db, userId, now);
  if (balances.moneyFen < amountFen) return refused(WithdrawRefusals.notEnough);
  if ((await todayCount(db, userId, now)) >= WITHDRAW_DAILY_COUNT)
    return refused(WithdrawRefusals.dailyCount);
  const code = await spendSmsCode(db, { phone: who.phone, type: WITHDRAW_SMS_TYPE }, req.code);
  if (!code.ok) return code;
  try {
    return done(
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const again = await earlierRequest(tx, userId, req.requestId);
        if (again) return { id: again.id };
        if ((await todayCount(tx, userId, now)) >= WITHDRAW_DAILY_COUNT)
          throw new RefusedError(WithdrawRefusals.dailyCount);
        const card = await cardFor(tx, userId, req, now);
        const [row] = await tx
          .insert(withdrawals)
          .values({
            userId,
            cardId: card.id,
            requestId: req.requestId,
            amountFen,
            feeFen: withdrawFeeFen(amountFen),
            status: WITHDRAW_STATUS.reviewing,
            createdAt: new Date(now),
          })
          .returning({ id: withdrawals.id });
        if (!row) throw new Error('withdrawal not written');
        await transferIn(
          tx,
          {
            key: withdrawalKey(row.id),
            kind: 'withdrawal',
            memo: '提现',
            from: { user: userId, kind: 'money' },
            to: { house: 'payouts' },
            amountFen,
            pending: true,
            reference: `withdrawal:${row.id}`,
          },
          now,
        );
        return { id: row.id };
      }),
    );
  } catch (error) {
    if (error instanceof LedgerRefused && error.refusal.code === WALLET_NOT_ENOUGH)
      return refused(WithdrawRefusals.notEnough);
    if (error instanceof RefusedError || error instanceof LedgerRefused)
      return refused(error.refusal);
    throw error;
  }
}

/** GET /api/user/queryDrawMoneyLogDetail/{id}: one of the member's withdrawals. */
export async function withdrawalDetail(
  db: Database,
  userId: number,
  id: number,
): Promise<Outcome<WithdrawalDetail>> {
  const [row] = await db
    .select({ w: withdrawals, card: memberBankCards })
    .from(withdrawals)
    .innerJoin(memberBankCards, eq(memberBankCards.id, withdrawals.cardId))
    .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
  if (!row) return refused(WithdrawRefusals.notFound);
  const { w, card } = row;
  return done({
    id: w.id,
    amount: fenToYuan(w.amountFen),
    fee: fenToYuan(w.feeFen),
    arrival: fenToYuan(w.amountFen - w.feeFen),
    status: w.status,
    statusText: WITHDRAW_STATUS_TEXT[w.status] ?? '',
    reason: w.reason,
    bankName: card.bankName,
    cardTail: card.cardNo.slice(-4),
    createdAt: w.createdAt.getTime(),
    reviewedAt: w.reviewedAt?.getTime() ?? null,
    paidAt: w.paidAt?.getTime() ?? null,
  });
}
