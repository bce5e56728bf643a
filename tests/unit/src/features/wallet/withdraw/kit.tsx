// Builders and a renderer shared by the withdrawal screens' tests: the page under a router that
// also has the detail route, so a test sees where a withdrawal leads and how it got there.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import type { MemberBank, SavedCard, WithdrawalDetail } from '@contracts/wallet/withdraw';

export const card = (id: number, over: Partial<SavedCard> = {}): SavedCard => ({
  id,
  bankCode: 'CMB',
  bankName: '招商银行',
  cardTail: '1234',
  province: '广东省',
  city: '深圳市',
  partBank: '招商银行深圳科技园支行',
  ...over,
});

export const memberBank = (over: Partial<MemberBank> = {}): MemberBank => ({
  cards: [card(11), card(12, { bankCode: 'ICBC', bankName: '工商银行', cardTail: '5678' })],
  banks: [
    { bankId: 1, bankCode: 'ICBC', name: '工商银行' },
    { bankId: 2, bankCode: 'CMB', name: '招商银行' },
  ],
  provinces: [
    { provinceId: 44, name: '广东省' },
    { provinceId: 11, name: '北京市' },
  ],
  ableBalance: '120.50',
  holder: '王**',
  phone: '138****8000',
  todayCount: 0,
  ...over,
});

export const withdrawal = (over: Partial<WithdrawalDetail> = {}): WithdrawalDetail => ({
  id: 7,
  amount: '100.00',
  fee: '1.00',
  arrival: '99.00',
  status: 1,
  statusText: '审核中',
  reason: '',
  bankName: '招商银行',
  cardTail: '1234',
  createdAt: Date.parse('2026-11-22T10:05:00+08:00'),
  reviewedAt: null,
  paidAt: null,
  ...over,
});

const DETAIL = '/userDrawMoneyDetail/:id';

/** Where the router is, and whether the last move replaced the page. */
function Where() {
  const location = useLocation();
  const how = useNavigationType();
  return <div data-testid="where" data-path={location.pathname} data-how={how} />;
}

/** Renders `element` at `path` (a route pattern with its `at`), lets the first answers land. */
export async function renderAt(
  element: ReactNode,
  { pattern, at }: { pattern: string; at: string },
  advance: (ms: number) => Promise<unknown>,
) {
  const view = render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={pattern} element={element} />
        {pattern !== DETAIL && <Route path={DETAIL} element={<p>detail</p>} />}
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => advance(0));
  return view;
}

/** A promise the test settles when it wants to. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
