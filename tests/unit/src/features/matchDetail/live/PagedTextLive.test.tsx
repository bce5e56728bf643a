// Pins the text live's paging while a match goes on: after 查看更早, lines that leave the polled
// newest page at its bottom stay on screen between the newest page and the older ones.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedTextLive, type TextLivePageOf } from '@features/matchDetail/live/TextLive';

type Line = { id: number; text: string };
const page = (ids: number[], hasMore: boolean): TextLivePageOf<Line> => ({
  list: ids.map((id) => ({ id, text: `第${id}条` })),
  hasMore,
});

function view(
  newest: TextLivePageOf<Line>,
  fetchOlder: (id: number) => Promise<TextLivePageOf<Line>>,
) {
  return (
    <PagedTextLive
      newest={newest}
      fetchOlder={fetchOlder}
      testId="text"
      renderLine={(line) => <li key={line.id}>{line.text}</li>}
    />
  );
}

const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('PagedTextLive', () => {
  it('keeps every line shown when the newest page moves on after paging back', async () => {
    const fetchOlder = vi.fn(() => Promise.resolve(page([2, 1], false)));
    const { rerender } = render(view(page([5, 4, 3], true), fetchOlder));
    fireEvent.click(screen.getByRole('button', { name: '查看更早' }));
    await waitFor(() => expect(shown()).toHaveLength(5));
    expect(fetchOlder).toHaveBeenCalledWith(3);
    // Two new lines arrive; 4 and 3 fall off the bottom of the newest page.
    rerender(view(page([7, 6, 5], true), fetchOlder));
    expect(shown()).toEqual(['第7条', '第6条', '第5条', '第4条', '第3条', '第2条', '第1条']);
    expect(screen.queryByRole('button', { name: '查看更早' })).toBeNull();
  });
});
