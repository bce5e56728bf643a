import type { z } from 'zod/mini';
import { isBankCardNumber } from '@contracts/wallet/withdraw';
import type {
  bankSchema,
  branchSchema,
  citySchema,
  provinceSchema,
} from '@contracts/wallet/withdraw';

type Bank = z.infer<typeof bankSchema>;
type Province = z.infer<typeof provinceSchema>;
type City = z.infer<typeof citySchema>;
type Branch = z.infer<typeof branchSchema>;

/**
 * The new card as picked. Picks are kept whole (id and name): the ids ask for the next list, the
 * names are what the withdrawal sends (the contract takes province, city and branch as text).
 */
export interface NewCard {
  bank: Bank | null;
  cardNo: string;
  province: Province | null;
  city: City | null;
  branch: Branch | null;
}

export const EMPTY_NEW_CARD: NewCard = {
  bank: null,
  cardNo: '',
  province: null,
  city: null,
  branch: null,
};

/**
 * A pick above clears the picks below it: a new province has other cities, and a new bank or city
 * has other branches.
 */
export function pickBank(card: NewCard, bank: Bank | null): NewCard {
  return { ...card, bank, branch: bank?.bankId === card.bank?.bankId ? card.branch : null };
}
export function pickProvince(card: NewCard, province: Province | null): NewCard {
  if (province?.provinceId === card.province?.provinceId) return card;
  return { ...card, province, city: null, branch: null };
}
export function pickCity(card: NewCard, city: City | null): NewCard {
  if (city?.cityId === card.city?.cityId) return card;
  return { ...card, city, branch: null };
}

/** The new card's part of the withdrawal, or null while something is missing or wrong. */
export function newCardInput(card: NewCard) {
  const { bank, province, city, branch } = card;
  if (!bank || !province || !city || !branch || !isBankCardNumber(card.cardNo)) return null;
  return {
    bankCode: bank.bankCode,
    bank: bank.name,
    bankCard: card.cardNo,
    province: province.name,
    city: city.name,
    partBank: branch.name,
  };
}

/** Card numbers are typed as digits only (spaces and dashes pasted from a banking app go). */
export function cardNoText(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 19);
}
