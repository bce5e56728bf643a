// Pins 留言 under a plan (issue 19 §2; docs/decisions/expert-notes.md): the displayed notes with the
// expert's replies and the viewer's own hidden ones marked 仅自己可见, all as text; paging with the
// one footer; a visitor asked to log in; the box with its counter, 发送 off while empty or sending,
// one request per tap with one requestId per text (the same on a retry), the new note on top, the
// server's words in a toast, and the box giving way to the limit or to a plan the fan cannot note.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubjectNote, SubjectNotePage } from '@contracts/notes';
import type * as Api from '@features/notes/ask/api';
import { SubjectNotes } from '@features/notes/ask/SubjectNotes';
import type * as Overlays from '@shared/overlays';
import { appScheduler } from '@schedulers';
import { loginRequired$ } from '@shared/events';
import { ApiError } from '@shared/http';
import { clearToken, storeToken } from '@shared/session';

const api = vi.hoisted(() => ({
  fetchSubjectNotes: vi.fn<typeof Api.fetchSubjectNotes>(),
  sendSubjectNote: vi.fn<typeof Api.sendSubjectNote>(),
}));
vi.mock('@features/notes/ask/api', () => api);

const PLAN = { kind: 'plan', id: 5 } as const;

const overlays = vi.hoisted(() => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<typeof Overlays>()),
  showToast: overlays.showToast,
}));
configure({ asyncUtilTimeout: 3000 });

const AT = Date.parse('2026-11-22T10:30:00+08:00');
const note = (noteId: number, over: Partial<SubjectNote> = {}): SubjectNote => ({
  noteId,
  author: { nickName: `球友${noteId}`, icon: null },
  content: `第${noteId}条留言`,
  reply: null,
  repliedAt: null,
  createdAt: AT,
  display: true,
  own: false,
  ...over,
});
const page = (list: SubjectNote[], over: Partial<SubjectNotePage> = {}): SubjectNotePage => ({
  list,
  pageNo: 1,
  pageSize: 10,
  hasMore: false,
  blocked: null,
  mine: 0,
  limit: 5,
  ...over,
});

let loginAsks: string[];
let loginSub: { unsubscribe: () => void };
beforeEach(() => {
  for (const fn of [...Object.values(api), overlays.showToast]) fn.mockReset();
  api.fetchSubjectNotes.mockResolvedValue(
    page([
      note(2, { reply: '有信心，稳胆' }),
      note(1, { own: true, display: false, content: '<b>主队首发？</b>' }),
    ]),
  );
  storeToken('t'.repeat(43));
  loginAsks = [];
  loginSub = loginRequired$.subscribe((e) => loginAsks.push(e.returnTo));
});
afterEach(() => {
  loginSub.unsubscribe();
  clearToken();
  appScheduler.reset();
});

const rows = () => screen.queryAllByTestId('note');
const input = () => screen.getByTestId<HTMLTextAreaElement>('note-input');
const send = () => screen.getByTestId<HTMLButtonElement>('note-send');
const type = (value: string) => fireEvent.change(input(), { target: { value } });
async function open() {
  render(<SubjectNotes subject={PLAN} />);
  await waitFor(() => expect(screen.queryByTestId('notes-skeleton')).toBeNull());
}

describe('the notes', () => {
  it('shows the displayed ones with the replies and the viewer’s hidden ones as 仅自己可见', async () => {
    await open();
    expect(api.fetchSubjectNotes.mock.calls[0]?.slice(0, 2)).toEqual([PLAN, 1]);
    expect(rows().map((r) => r.dataset.noteId)).toEqual(['2', '1']);
    expect(rows()[0]?.textContent).toContain('专家回复：有信心，稳胆');
    expect(rows()[0]?.querySelector('[data-testid="note-private"]')).toBeNull();
    expect(rows()[1]?.querySelector('[data-testid="note-private"]')?.textContent).toBe(
      '仅自己可见',
    );
    expect(rows()[1]?.querySelector('b')).toBeNull();
    expect(rows()[1]?.textContent).toContain('<b>主队首发？</b>');
    expect(screen.getByTestId('note-mine').textContent).toBe('我的 0/5');
  });

  it('pages on with the one footer', async () => {
    api.fetchSubjectNotes.mockResolvedValueOnce(
      page(
        Array.from({ length: 10 }, (_, i) => note(30 - i)),
        { hasMore: true },
      ),
    );
    api.fetchSubjectNotes.mockResolvedValueOnce(page([note(9)], { pageNo: 2 }));
    await open();
    expect(rows()).toHaveLength(10);
    fireEvent.click(screen.getByTestId('notes-more'));
    await waitFor(() => expect(rows()).toHaveLength(11));
    expect(api.fetchSubjectNotes.mock.calls[1]?.slice(0, 2)).toEqual([PLAN, 2]);
    expect(screen.getByTestId('notes-more').dataset.state).toBe('end');
  });

  it('says so when there is none, and offers a retry when they could not be had', async () => {
    api.fetchSubjectNotes.mockRejectedValueOnce(
      new ApiError('network', { path: '/api/plan/note/5/1' }),
    );
    api.fetchSubjectNotes.mockResolvedValueOnce(page([]));
    render(<SubjectNotes subject={PLAN} />);
    await waitFor(() => expect(screen.getByTestId('notes-error')).toBeTruthy());
    fireEvent.click(screen.getByText('重新加载'));
    await waitFor(() => expect(screen.getByTestId('notes-empty').textContent).toBe('还没有留言'));
  });
});

describe('writing one', () => {
  it('asks a visitor to log in instead of offering the box', async () => {
    clearToken();
    api.fetchSubjectNotes.mockResolvedValue(
      page([], { blocked: { code: 'no_login', msg: '登录后才能留言' } }),
    );
    await open();
    expect(screen.queryByTestId('note-input')).toBeNull();
    fireEvent.click(screen.getByText('去登录'));
    expect(loginAsks).toHaveLength(1);
  });

  it('counts the characters, keeps 发送 off while empty, and says what is wrong', async () => {
    await open();
    expect(send().disabled).toBe(true);
    type('  好球  ');
    expect(screen.getByTestId('note-count').textContent).toBe('2/200');
    expect(send().disabled).toBe(false);
    type('<a href=x>看</a>');
    expect(send().disabled).toBe(true);
    expect(screen.getByTestId('note-problem').textContent).toBe('不能包含链接标签或特殊字符');
    type('球'.repeat(201));
    expect(screen.getByTestId('note-count').textContent).toBe('201/200');
    expect(screen.getByTestId('note-problem').textContent).toBe('最多200个字');
  });

  it('sends once per tap, shows the note on top and empties the box', async () => {
    let answer!: (n: SubjectNote) => void;
    api.sendSubjectNote.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await open();
    type(' 请问主队首发？ ');
    fireEvent.click(send());
    fireEvent.click(send());
    await waitFor(() => expect(send().disabled).toBe(true));
    expect(api.sendSubjectNote).toHaveBeenCalledTimes(1);
    expect(api.sendSubjectNote.mock.calls[0]).toEqual([
      PLAN,
      expect.objectContaining({ content: '请问主队首发？' }),
    ]);
    act(() => answer(note(3, { own: true, display: false, content: '请问主队首发？' })));
    await waitFor(() => expect(rows().map((r) => r.dataset.noteId)).toEqual(['3', '2', '1']));
    expect(input().value).toBe('');
    expect(screen.getByTestId('note-mine').textContent).toBe('我的 1/5');
    expect(overlays.showToast).toHaveBeenCalledWith('留言成功，专家展示后其他球友可见');
  });

  it('retries with the same requestId after no answer, and says the server’s words', async () => {
    api.sendSubjectNote
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/plan/note/create' }))
      .mockRejectedValueOnce(
        new ApiError('server', { code: 'busy', message: '操作过于频繁', path: '/x' }),
      );
    await open();
    type('请问主队首发？');
    fireEvent.click(send());
    await waitFor(() => expect(api.sendSubjectNote).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(send().disabled).toBe(false));
    fireEvent.click(send());
    await waitFor(() => expect(overlays.showToast).toHaveBeenCalledWith('操作过于频繁'));
    const ids = api.sendSubjectNote.mock.calls.map((c) => c[1].requestId);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(input().value).toBe('请问主队首发？');
  });

  it('gives way to the reason when the fan cannot write here, and at the limit', async () => {
    api.fetchSubjectNotes.mockResolvedValueOnce(
      page([], { blocked: { code: 'note_locked', msg: '购买方案后才能留言' } }),
    );
    const view = render(<SubjectNotes subject={PLAN} />);
    await waitFor(() =>
      expect(screen.getByTestId('note-blocked').textContent).toBe('购买方案后才能留言'),
    );
    expect(screen.queryByTestId('note-input')).toBeNull();
    view.unmount();
    api.fetchSubjectNotes.mockResolvedValueOnce(page([], { mine: 4 }));
    api.sendSubjectNote.mockResolvedValue(note(8, { own: true }));
    await open();
    type('最后一条留言');
    fireEvent.click(send());
    await waitFor(() =>
      expect(screen.getByTestId('note-blocked').textContent).toBe('每个方案最多留言5条'),
    );
    expect(screen.getByTestId('note-mine').textContent).toBe('我的 5/5');
  });
});
