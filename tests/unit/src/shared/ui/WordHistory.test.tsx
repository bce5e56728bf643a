// Pins WordHistory, the 搜索历史 block of the searches: the stored words as chips in their order, a
// tap searching the word, nothing at all without words, 清空 at once without a question, and with
// one only when the fan says 清空 (a cancel keeps the words and the store).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WordHistory } from '@shared/ui';

const confirm = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<object>()),
  showConfirm: confirm,
}));

function store(words: string[]) {
  let kept: readonly string[] = words;
  return {
    read: vi.fn(() => kept),
    clear: vi.fn(() => {
      kept = [];
    }),
  };
}
const chips = () => screen.queryAllByTestId('t-history-word').map((w) => w.textContent);

beforeEach(() => confirm.mockReset());

describe('WordHistory', () => {
  it('shows the words as chips in their order; a tap searches the word', () => {
    const onWord = vi.fn();
    render(<WordHistory history={store(['曼城', '湖人'])} onWord={onWord} testId="t" />);
    expect(screen.getByTestId('t-history').textContent).toContain('搜索历史');
    expect(chips()).toEqual(['曼城', '湖人']);
    fireEvent.click(screen.getAllByTestId('t-history-word')[1]!);
    expect(onWord).toHaveBeenCalledWith('湖人');
  });

  it('shows nothing without words', () => {
    render(<WordHistory history={store([])} onWord={vi.fn()} testId="t" />);
    expect(screen.queryByTestId('t-history')).toBeNull();
  });

  it('clears at once without a question', () => {
    const history = store(['曼城']);
    render(<WordHistory history={history} onWord={vi.fn()} testId="t" className="card" />);
    expect(screen.getByTestId('t-history').className).toBe('ui-word-history card');
    fireEvent.click(screen.getByTestId('t-clear'));
    expect(history.clear).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('t-history')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks first when told to, and keeps the words when the fan cancels', async () => {
    const history = store(['曼城']);
    confirm.mockResolvedValueOnce('cancel').mockResolvedValueOnce('ok');
    render(<WordHistory history={history} onWord={vi.fn()} confirm="清空吗？" testId="t" />);
    fireEvent.click(screen.getByTestId('t-clear'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith({ message: '清空吗？', okText: '清空' });
    await act(() => confirm.mock.results[0]!.value as Promise<string>); // the answer has arrived
    expect(history.clear).not.toHaveBeenCalled();
    expect(chips()).toEqual(['曼城']);
    fireEvent.click(screen.getByTestId('t-clear'));
    await waitFor(() => expect(screen.queryByTestId('t-history')).toBeNull());
    expect(history.clear).toHaveBeenCalledTimes(1);
  });
});
