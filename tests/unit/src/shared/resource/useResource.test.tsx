// Pins the React face of the resource layer (issue 33 §3, src/shared/resource): the skeleton until
// the first answer, the answer kept while it is asked again (refreshing) and through a failure, a
// change of arguments never showing the last arguments' answer, and a logout dropping what was
// loaded for the fan.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '@schedulers';
import { logoutSuccess$ } from '@shared/events';
import { bindResourcesToSession, useResource } from '@shared/resource';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit({ app: true });
});
afterEach(() => kit.restore());

const answers = vi.fn<(id: number) => Promise<string>>();
const greeting = defineResource({
  name: 'test-greeting',
  key: (id: number) => String(id),
  fetch: (id) => answers(id),
});

function Greeting({ id }: { id: number }) {
  const view = useResource(greeting, id);
  return (
    <p data-testid="view">
      {[
        view.loading ? 'loading' : '',
        view.refreshing ? 'refreshing' : '',
        view.data ?? '',
        view.error ? 'failed' : '',
      ]
        .filter(Boolean)
        .join('|')}
      <button type="button" onClick={view.reload}>
        again
      </button>
    </p>
  );
}

const text = () => screen.getByTestId('view').firstChild?.textContent ?? '';

describe('useResource', () => {
  it('shows the skeleton, the answer, then keeps it while asking again and through a failure', async () => {
    answers.mockResolvedValueOnce('你好 1');
    render(<Greeting id={1} />);
    expect(text()).toBe('loading');
    await act(() => kit.flush());
    expect(text()).toBe('你好 1');
    let fail: (e: Error) => void = () => undefined;
    answers.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    act(() => screen.getByText('again').click());
    expect(text()).toBe('refreshing|你好 1');
    await act(async () => {
      fail(new Error('down'));
      await kit.flush();
    });
    expect(text()).toBe('你好 1|failed');
  });

  it('never shows the last arguments’ answer as the new ones’', async () => {
    answers.mockImplementation((id) => Promise.resolve(`你好 ${id}`));
    const view = render(<Greeting id={1} />);
    await act(() => kit.flush());
    expect(text()).toBe('你好 1');
    view.rerender(<Greeting id={2} />);
    expect(text()).toBe('loading');
    await act(() => kit.flush());
    expect(text()).toBe('你好 2');
  });

  it('drops what was loaded for the fan when they log out, and asks again', async () => {
    const unbind = bindResourcesToSession(kit.scheduler);
    answers.mockResolvedValueOnce('老球迷的').mockResolvedValueOnce('游客的');
    render(<Greeting id={1} />);
    await act(() => kit.flush());
    expect(text()).toBe('老球迷的');
    act(() => logoutSuccess$.next());
    expect(text()).toBe('loading');
    await act(() => kit.flush());
    expect(text()).toBe('游客的');
    unbind();
  });
});
