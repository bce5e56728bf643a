import { useState } from 'react';
import { fenToYuan, yuanTextToFen } from '@contracts/wallet/balance';
import type { MemberBank } from '@contracts/wallet/withdraw';
import type { WithdrawInput } from './api';
import { EMPTY_NEW_CARD, newCardInput, type NewCard } from './newCard';
import {
  amountInputText,
  amountProblem,
  cardsFull,
  dailyCountUsed,
  isCodeText,
  typedAmountFen,
  wholeBalanceText,
} from './rules';

/** The card the money goes to: a saved one, the new one, or the default (the first saved card). */
type CardChoice = { kind: 'auto' } | { kind: 'saved'; id: number } | { kind: 'new' };

export type WithdrawOrder = Omit<WithdrawInput, 'requestId'>;

/**
 * The 提现 form's state over what the server said (cards, balance, today's count) and what it
 * derives: the picked card, the amount's problem and the order to send — null until every part is
 * right, so the button cannot send a request the rules would refuse.
 */
export function useWithdrawForm(bank: MemberBank) {
  const [choice, setChoice] = useState<CardChoice>({ kind: 'auto' });
  const [newCard, setNewCard] = useState<NewCard>(EMPTY_NEW_CARD);
  const [amountText, setAmountText] = useState('');
  const [code, setCode] = useState('');

  const full = cardsFull(bank.cards.length);
  // A saved card deleted meanwhile (or a refresh without it) falls back to the default.
  const savedPick =
    choice.kind === 'saved' ? bank.cards.find((c) => c.id === choice.id) : undefined;
  const usingNew = !full && (choice.kind === 'new' || bank.cards.length === 0);
  const pickedCardId = usingNew ? null : (savedPick?.id ?? bank.cards[0]?.id ?? null);

  const ableFen = yuanTextToFen(bank.ableBalance);
  const amountFen = typedAmountFen(amountText);
  const problem = amountFen === null ? null : amountProblem(amountFen, ableFen);
  const dailyUsed = dailyCountUsed(bank.todayCount);

  const card = usingNew
    ? newCardInput(newCard)
    : pickedCardId === null
      ? null
      : { drawMoneyWayId: pickedCardId };
  const order: WithdrawOrder | null =
    card && amountFen !== null && problem === null && isCodeText(code) && !dailyUsed
      ? { ...card, amount: fenToYuan(amountFen), code }
      : null;

  return {
    pickedCardId,
    usingNew,
    cardsFull: full,
    pickSaved: (id: number) => setChoice({ kind: 'saved', id }),
    useNewCard: () => setChoice({ kind: 'new' }),
    newCard,
    setNewCard,
    amountText,
    setAmountText: (raw: string) => setAmountText(amountInputText(raw)),
    fillWhole: () => setAmountText(wholeBalanceText(ableFen)),
    amountFen,
    amountProblem: problem,
    dailyUsed,
    code,
    setCode: (raw: string) => setCode(raw.replace(/\D/g, '').slice(0, 6)),
    order,
  };
}
