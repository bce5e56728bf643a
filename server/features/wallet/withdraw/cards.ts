import { and, eq, isNull } from 'drizzle-orm';
import {
  MAX_SAVED_CARDS,
  isBankCardNumber,
  type SavedCard,
} from '../../../../contracts/wallet/withdraw';
import type { DbOrTx, Tx } from '../../../db/database';
import { memberBankCards } from '../../../db/schema';
import { RefusedError } from '../../../platform/refusals';
import { BANKS, PROVINCES, branchesOf, citiesOf } from './banks';
import { WithdrawRefusals } from './refusals';

export type CardRow = typeof memberBankCards.$inferSelect;

export function savedCardText(card: CardRow): SavedCard {
  return {
    id: card.id,
    bankCode: card.bankCode,
    bankName: card.bankName,
    cardTail: card.cardNo.slice(-4),
    province: card.province,
    city: card.city,
    partBank: card.partBank,
  };
}

export function savedCards(db: DbOrTx, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(memberBankCards)
    .where(and(eq(memberBankCards.userId, userId), isNull(memberBankCards.deletedAt)))
    .orderBy(memberBankCards.id);
}

export interface NewCard {
  bankCode?: string;
  bank?: string;
  bankCard?: string;
  province?: string;
  city?: string;
  partBank?: string;
}

/**
 * A new card's fields, checked against the banks, provinces, cities and branches the pickers offer:
 * the bank's code and name agree, the city is in the province, the branch is that bank's in that
 * city, and the number passes the Luhn check.
 */
export function checkedNewCard(card: NewCard) {
  const bank = BANKS.find((b) => b.bankCode === card.bankCode && b.name === card.bank);
  const province = PROVINCES.find((p) => p.name === card.province);
  const city = province && citiesOf(province.provinceId).find((c) => c.name === card.city);
  const branch =
    bank && city && branchesOf(city.cityId, bank.bankId).find((b) => b.name === card.partBank);
  if (!bank || !province || !city || !branch) throw new RefusedError(WithdrawRefusals.badBank);
  if (!card.bankCard || !isBankCardNumber(card.bankCard))
    throw new RefusedError(WithdrawRefusals.badCard);
  return {
    bankCode: bank.bankCode,
    bankName: bank.name,
    cardNo: card.bankCard,
    province: province.name,
    city: city.name,
    partBank: branch.name,
  };
}

/** The card a withdrawal goes to: a saved one of the member's, or a new one saved now. */
export async function cardFor(
  tx: Tx,
  userId: number,
  choice: { drawMoneyWayId?: number } & NewCard,
  now: number,
): Promise<CardRow> {
  if (choice.drawMoneyWayId !== undefined) {
    const [card] = await tx
      .select()
      .from(memberBankCards)
      .where(
        and(
          eq(memberBankCards.id, choice.drawMoneyWayId),
          eq(memberBankCards.userId, userId),
          isNull(memberBankCards.deletedAt),
        ),
      );
    if (!card) throw new RefusedError(WithdrawRefusals.cardNotFound);
    return card;
  }
  const fields = checkedNewCard(choice);
  const cards = await savedCards(tx, userId);
  const same = cards.find((c) => c.cardNo === fields.cardNo);
  if (same) return same;
  if (cards.length >= MAX_SAVED_CARDS) throw new RefusedError(WithdrawRefusals.tooManyCards);
  const [saved] = await tx
    .insert(memberBankCards)
    .values({ ...fields, userId, createdAt: new Date(now) })
    .returning();
  if (!saved) throw new Error('card not written');
  return saved;
}

/** Hides a saved card (GET /api/user/deleteMemberDrawMoneyWay/{id}); its withdrawals keep it. */
export async function deleteCard(db: DbOrTx, userId: number, id: number, now: number) {
  const hidden = await db
    .update(memberBankCards)
    .set({ deletedAt: new Date(now) })
    .where(
      and(
        eq(memberBankCards.id, id),
        eq(memberBankCards.userId, userId),
        isNull(memberBankCards.deletedAt),
      ),
    )
    .returning({ id: memberBankCards.id });
  return hidden.length > 0;
}
