// A renderer shared by the feedback screens' tests: the screen at its route, under a router that
// also has 我的反馈 and the plan page, so a test sees where a sent feedback or a link leads.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import type { FeedbackItem } from '@contracts/feedback';

export const item = (over: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id: 1,
  type: 7,
  typeName: '其他',
  content: '比分刷新有点慢，希望改进。',
  pictures: [],
  subject: null,
  reply: null,
  repliedAt: null,
  createdAt: Date.parse('2026-11-22T10:05:00+08:00'),
  ...over,
});

function Where() {
  const location = useLocation();
  const how = useNavigationType();
  return <div data-testid="where" data-path={location.pathname + location.search} data-how={how} />;
}

export async function renderAt(
  element: ReactNode,
  { pattern, at }: { pattern: string; at: string },
  advance: (ms: number) => Promise<unknown>,
) {
  const view = render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={pattern} element={element} />
        {pattern !== '/user/feedback-list' && (
          <Route path="/user/feedback-list" element={<p>feedback list</p>} />
        )}
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => advance(0));
  return view;
}
