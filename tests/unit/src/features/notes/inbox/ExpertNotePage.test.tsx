// Pins 专家笔记 (expert-note; issue 19 §2, docs/decisions/expert-notes.md): the expert's notes newest
// first with the plan each is about (opening it), loading, 暂无留言, a failure with its retry, a
// fan who is no expert told what the page is; paging; 回复 inline (the box, its counter, 展示给所有人
// ticked for a first reply), the row changed on the server's answer only, a failure in the server's
// words; 展示 / 隐藏; and the way in, with the count of notes since the expert last looked.
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpertNote, ExpertNotePage } from '@contracts/notes';
import type * as Api from '@features/notes/inbox/api';
import ExpertNotePageScreen from '@features/notes/inbox/ExpertNotePage';
import NotesEntry from '@features/notes/inbox/NotesEntry';
import type * as Overlays from '@shared/overlays';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { clearToken, saveCurrentUser, storeToken } from '@shared/session';

const api = vi.hoisted(() => ({
  fetchInboxPage: vi.fn<typeof Api.fetchInboxPage>(),
  fetchNewNoteCount: vi.fn<typeof Api.fetchNewNoteCount>(),
  sendReply: vi.fn<typeof Api.sendReply>(),
  setNoteDisplay: vi.fn<typeof Api.setNoteDisplay>(),
}));
vi.mock('@features/notes/inbox/api', () => api);

const overlays = vi.hoisted(() => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<typeof Overlays>()),
  showToast: overlays.showToast,
}));
configure({ asyncUtilTimeout: 3000 });

const AT = Date.parse('2026-11-22T10:30:00+08:00');
const note = (noteId: number, over: Partial<ExpertNote> = {}): ExpertNote => ({
  noteId,
  subject: {
    kind: 'plan',
    id: 40 + noteId,
    title: `英超焦点${noteId}`,
    matchName: '阿森纳 vs 切尔西',
  },
  author: { nickName: `球友${noteId}`, icon: null },
  content: `请问第${noteId}场首发？`,
  reply: null,
  display: false,
  createdAt: AT + noteId * 60_000,
  repliedAt: null,
  ...over,
});
const page = (list: ExpertNote[], over: Partial<ExpertNotePage> = {}): ExpertNotePage => ({
  list,
  pageNo: 1,
  pageSize: 10,
  hasMore: false,
  ...over,
});

beforeEach(() => {
  for (const fn of [...Object.values(api), overlays.showToast]) fn.mockReset();
  api.fetchInboxPage.mockResolvedValue(
    page([note(2), note(1, { reply: '有信心', display: true })]),
  );
  storeToken('t'.repeat(43));
  saveCurrentUser({ id: 77 });
});
afterEach(() => {
  clearToken();
  appScheduler.reset();
});

function Where() {
  return <div data-testid="where" data-path={useLocation().pathname} />;
}
function renderAt(element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/tabs/home', '/expert-note']}>
      <Routes>
        <Route path="/expert-note" element={element} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
const rows = () => screen.queryAllByTestId('note-row');
const row = (i: number) => within(rows()[i]!);
async function open() {
  renderAt(<ExpertNotePageScreen />);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
}

describe('the inbox', () => {
  it('lists the notes newest first, each opening its plan, and remembers the newest seen', async () => {
    renderAt(<ExpertNotePageScreen />);
    expect(screen.getByTestId('notes-skeleton')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(row(0).getByTestId('note-subject').textContent).toBe('英超焦点2阿森纳 vs 切尔西');
    expect(row(0).getByTestId('note-content').textContent).toBe('请问第2场首发？');
    expect(row(0).getByTestId('note-display-state').textContent).toBe('未展示');
    expect(row(1).getByTestId('note-reply').textContent).toBe('我的回复：有信心');
    expect(row(1).getByTestId('note-reply-open').textContent).toBe('修改回复');
    expect(localStorage.getItem('expertNotesSeen:77')).toBe(String(note(2).createdAt));
    fireEvent.click(row(0).getByTestId('note-subject'));
    await waitFor(() => expect(screen.getByTestId('where').dataset.path).toBe('/plan/42'));
  });

  it('pages on with the one footer', async () => {
    api.fetchInboxPage.mockResolvedValueOnce(
      page(
        Array.from({ length: 10 }, (_, i) => note(30 - i)),
        { hasMore: true },
      ),
    );
    api.fetchInboxPage.mockResolvedValueOnce(page([note(3)], { pageNo: 2 }));
    await open();
    fireEvent.click(screen.getByTestId('notes-more'));
    await waitFor(() => expect(rows()).toHaveLength(11));
    expect(api.fetchInboxPage.mock.calls[1]?.[0]).toBe(2);
  });

  it('says 暂无留言, explains the page to a fan who is no expert, and retries a failure', async () => {
    api.fetchInboxPage.mockResolvedValueOnce(page([]));
    const view = renderAt(<ExpertNotePageScreen />);
    await waitFor(() => expect(screen.getByTestId('notes-empty').textContent).toBe('暂无留言'));
    view.unmount();
    api.fetchInboxPage.mockRejectedValueOnce(
      new ApiError('server', { code: 'not_expert', message: '您还不是专家', path: '/x' }),
    );
    const fan = renderAt(<ExpertNotePageScreen />);
    await waitFor(() =>
      expect(screen.getByTestId('notes-not-expert').textContent).toContain('您还不是专家'),
    );
    fan.unmount();
    api.fetchInboxPage.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    renderAt(<ExpertNotePageScreen />);
    await waitFor(() => expect(screen.getByTestId('notes-error')).toBeTruthy());
    fireEvent.click(screen.getByText('重新加载'));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });
});

describe('replying and showing', () => {
  it('replies inline and shows the reply once the server answered', async () => {
    api.sendReply.mockResolvedValue(note(2, { reply: '首发不变', display: true, repliedAt: AT }));
    await open();
    fireEvent.click(row(0).getByTestId('note-reply-open'));
    const send = row(0).getByTestId<HTMLButtonElement>('note-reply-send');
    expect(send.disabled).toBe(true);
    expect(row(0).getByTestId<HTMLInputElement>('note-reply-display').checked).toBe(true);
    fireEvent.change(row(0).getByTestId('note-reply-input'), { target: { value: ' 首发不变 ' } });
    expect(row(0).getByTestId('note-reply-count').textContent).toBe('4/300');
    fireEvent.click(send);
    await waitFor(() =>
      expect(row(0).getByTestId('note-reply').textContent).toBe('我的回复：首发不变'),
    );
    expect(api.sendReply).toHaveBeenCalledWith(2, '首发不变', true);
    expect(row(0).queryByTestId('note-reply-box')).toBeNull();
    expect(row(0).getByTestId('note-display-state').textContent).toBe('已展示');
    expect(overlays.showToast).toHaveBeenCalledWith('回复成功');
  });

  it('keeps the box and the words on a failure, and says the server’s words', async () => {
    api.sendReply.mockRejectedValue(
      new ApiError('server', { code: 'reply_invalid', message: '回复需1-300个字', path: '/x' }),
    );
    await open();
    fireEvent.click(row(1).getByTestId('note-reply-open'));
    const box = row(1).getByTestId<HTMLTextAreaElement>('note-reply-input');
    expect(box.value).toBe('有信心');
    fireEvent.change(box, { target: { value: '改一下回复' } });
    fireEvent.click(row(1).getByTestId('note-reply-send'));
    await waitFor(() => expect(overlays.showToast).toHaveBeenCalledWith('回复需1-300个字'));
    expect(row(1).getByTestId<HTMLTextAreaElement>('note-reply-input').value).toBe('改一下回复');
    expect(api.sendReply).toHaveBeenCalledWith(1, '改一下回复', true);
  });

  it('shows and hides a note, once per tap', async () => {
    api.setNoteDisplay.mockResolvedValue(note(2, { display: true }));
    await open();
    const toggle = row(0).getByTestId('note-toggle-display');
    expect(toggle.textContent).toBe('展示');
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(row(0).getByTestId('note-display-state').textContent).toBe('已展示'),
    );
    expect(api.setNoteDisplay).toHaveBeenCalledTimes(1);
    expect(api.setNoteDisplay).toHaveBeenCalledWith(2, true);
    expect(row(0).getByTestId('note-toggle-display').textContent).toBe('隐藏');
  });
});

describe('the way in', () => {
  it('shows how many notes came since the expert last looked', async () => {
    localStorage.setItem('expertNotesSeen:77', String(AT));
    api.fetchNewNoteCount.mockResolvedValue(120);
    renderAt(<NotesEntry />);
    await waitFor(() => expect(screen.getByTestId('expert-notes-new').textContent).toBe('99+'));
    expect(api.fetchNewNoteCount).toHaveBeenCalledWith(AT, expect.any(AbortSignal));
    expect(screen.getByTestId('expert-notes-entry').getAttribute('href')).toBe('/expert-note');
  });
});
