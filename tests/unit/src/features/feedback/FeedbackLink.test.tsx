// Pins 反馈 at the foot of a plan's, an interpretation's or an article's page (product-spec §2
// "Plans", "Interpretations", "Experts"): one link for every kind, each with its words, leading to
// its own form with the subject's id — plan/feedback?id=, tjInterpretation/feedback?id=,
// expert-article/feedback/{id}.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FeedbackLink } from '@features/feedback';
import type { FeedbackSubjectKind } from '@contracts/feedback';
import { installFakeClock } from '../../../../kit/fakeClock';
import { Where, where } from '../../../../kit/where';

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
});
afterEach(() => clock.restore());

async function tap(link: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/from']}>
      <Routes>
        <Route path="/from" element={link} />
        <Route path="*" element={<p>form</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  const anchor = screen.getByTestId('subject-feedback-link');
  const text = anchor.textContent;
  fireEvent.click(anchor);
  await act(() => clock.advance(0));
  return { text, path: where().path, search: where().search };
}

describe('反馈 under a subject', () => {
  it.each<[FeedbackSubjectKind, string, string, string]>([
    ['plan', '对方案有疑问？反馈给我们', '/plan/feedback', '?id=42'],
    ['interpretation', '对解读有疑问？反馈给我们', '/tjInterpretation/feedback', '?id=42'],
    ['article', '对文章有疑问？反馈给我们', '/expert-article/feedback/42', ''],
  ])('a %s leads to its own form with its id', async (kind, words, path, search) => {
    expect(await tap(<FeedbackLink subject={{ kind, id: 42 }} />)).toEqual({
      text: words,
      path,
      search,
    });
  });
});
