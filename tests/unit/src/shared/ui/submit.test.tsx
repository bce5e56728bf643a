// Pins src/shared/ui/submit (issue 33 §3: the expert application, feedback and account forms share
// one submit block): one request however fast the taps, 提交中... and a disabled button meanwhile,
// the server's words (or the form's fallback) on failure, the error cleared by the next try.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/http';
import { SubmitFooter, useSubmit } from '@shared/ui/submit';

function Form({ task }: { task: () => Promise<void> }) {
  const form = useSubmit('发送失败，请稍后重试');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.run(task);
      }}
    >
      <SubmitFooter form={form} label="提交" prefix="x" testId="x" />
    </form>
  );
}

/** A submit, then the microtasks its task's answer and the hook's finally take. */
async function submitAndSettle() {
  fireEvent.submit(button());
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

const button = () => screen.getByTestId<HTMLButtonElement>('x-submit');
const error = () => screen.queryByTestId('x-error')?.textContent ?? null;

function deferred() {
  let settle!: { resolve: () => void; reject: (e: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('a shared submit', () => {
  it('sends once for two taps in one frame and is busy until the answer', async () => {
    const answer = deferred();
    let calls = 0;
    render(<Form task={() => ((calls += 1), answer.promise)} />);
    act(() => {
      fireEvent.submit(button());
      fireEvent.submit(button());
    });
    expect(calls).toBe(1);
    expect(button().textContent).toBe('提交中...');
    expect(button().disabled).toBe(true);
    answer.resolve();
    await act(() => answer.promise);
    expect(button().textContent).toBe('提交');
    expect(button().disabled).toBe(false);
    expect(error()).toBeNull();
  });

  it('says the server’s words, the fallback for anything else, and clears them on the next try', async () => {
    let failure: Error = new ApiError('server', { code: 'x', message: '内容重复', path: '/f' });
    let calls = 0;
    render(
      <Form task={() => ((calls += 1), calls < 3 ? Promise.reject(failure) : Promise.resolve())} />,
    );
    await act(() => submitAndSettle());
    expect(error()).toBe('内容重复');
    expect(screen.getByRole('alert').className).toBe('x-error');
    failure = new TypeError('x is undefined');
    await act(() => submitAndSettle());
    expect(error()).toBe('发送失败，请稍后重试');
    await act(() => submitAndSettle());
    expect(error()).toBeNull();
    expect(calls).toBe(3);
  });
});
