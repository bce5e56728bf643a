// Pins the paged-list primitive every list screen pages with (issue 17 §3): first page, next pages
// by cursor without duplicates, the end, a failed page kept for its retry, pull to refresh that keeps
// the rows when it fails, an answer overtaken by a newer request dropped, cancel on leave, and a
// timeout on the scheduler's clock — all on fake timers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPagedList, PageTimeoutError, type Page } from '../../../schedulers';
import { installSchedulerKit, type SchedulerKit } from '../../kit/schedulerKit';

interface Ask {
  cursor: number;
  signal: AbortSignal;
  answer(page: Page<number, number>): void;
  fail(error: unknown): void;
}

/** A server the test answers by hand: each ask waits until told. */
function handServer() {
  const asks: Ask[] = [];
  const fetchPage = (cursor: number, { signal }: { signal: AbortSignal }) =>
    new Promise<Page<number, number>>((resolve, reject) =>
      asks.push({ cursor, signal, answer: resolve, fail: reject }),
    );
  return { asks, fetchPage };
}

const pageOf = (from: number, n: number, next: number | null): Page<number, number> => ({
  items: Array.from({ length: n }, (_, i) => from + i),
  next,
});

describe('paged list', () => {
  let kit: SchedulerKit;
  beforeEach(() => {
    kit = installSchedulerKit();
  });
  afterEach(() => kit.restore());

  const make = (server: ReturnType<typeof handServer>, timeoutMs?: number) =>
    createPagedList<number, number>(
      { first: 1, fetchPage: server.fetchPage, keyOf: (n) => n, timeoutMs },
      kit.scheduler.clock,
    );

  it('loads the first page, then the next by its cursor, without duplicates, to the end', async () => {
    const server = handServer();
    const list = make(server);
    void list.start();
    void list.start();
    expect(server.asks).toHaveLength(1);
    expect(list.peek().status).toBe('loading');
    server.asks[0]!.answer(pageOf(1, 3, 2));
    await kit.flush();
    expect(list.peek()).toMatchObject({ status: 'ready', items: [1, 2, 3], hasMore: true });
    void list.loadMore();
    void list.loadMore();
    expect(server.asks.map((a) => a.cursor)).toEqual([1, 2]);
    // The second page overlaps the first by one (a new item pushed everything down).
    server.asks[1]!.answer(pageOf(3, 3, null));
    await kit.flush();
    expect(list.peek()).toMatchObject({ items: [1, 2, 3, 4, 5], hasMore: false });
    void list.loadMore();
    expect(server.asks).toHaveLength(2);
  });

  it('keeps a failed page for its retry, with the same cursor, and stops paging meanwhile', async () => {
    const server = handServer();
    const list = make(server);
    void list.start();
    server.asks[0]!.answer(pageOf(1, 2, 2));
    await kit.flush();
    void list.loadMore();
    server.asks[1]!.fail(new Error('down'));
    await kit.flush();
    expect(list.peek()).toMatchObject({ items: [1, 2], loadingMore: false });
    expect(list.peek().moreError).toBeInstanceOf(Error);
    void list.loadMore();
    expect(server.asks).toHaveLength(2);
    void list.retry();
    expect(server.asks[2]!.cursor).toBe(2);
    server.asks[2]!.answer(pageOf(3, 1, null));
    await kit.flush();
    expect(list.peek()).toMatchObject({ items: [1, 2, 3], moreError: null, hasMore: false });
  });

  it('shows the error of a first page that failed, and loads it on retry', async () => {
    const server = handServer();
    const list = make(server);
    void list.start();
    server.asks[0]!.fail(new Error('offline'));
    await kit.flush();
    expect(list.peek().status).toBe('error');
    void list.retry();
    server.asks[1]!.answer(pageOf(1, 1, null));
    await kit.flush();
    expect(list.peek()).toMatchObject({ status: 'ready', items: [1], error: null });
  });

  it('refreshes from the first page; a failed refresh keeps the rows', async () => {
    const server = handServer();
    const list = make(server);
    void list.start();
    server.asks[0]!.answer(pageOf(1, 2, 2));
    await kit.flush();
    void list.refresh();
    expect(list.peek()).toMatchObject({ refreshing: true, items: [1, 2] });
    server.asks[1]!.fail(new Error('down'));
    await kit.flush();
    expect(list.peek()).toMatchObject({ status: 'ready', refreshing: false, items: [1, 2] });
    void list.refresh();
    server.asks[2]!.answer(pageOf(10, 2, null));
    await kit.flush();
    expect(list.peek()).toMatchObject({ items: [10, 11], hasMore: false });
  });

  it('drops an answer overtaken by a newer request, and cancels the older one', async () => {
    const server = handServer();
    const list = make(server);
    void list.start();
    server.asks[0]!.answer(pageOf(1, 2, 2));
    await kit.flush();
    void list.loadMore();
    void list.refresh();
    expect(server.asks[1]!.signal.aborted).toBe(true);
    server.asks[1]!.answer(pageOf(3, 2, 4));
    server.asks[2]!.answer(pageOf(1, 2, 2));
    await kit.flush();
    expect(list.peek().items).toEqual([1, 2]);
  });

  it('cancels what is on its way when the screen leaves, and changes nothing after', async () => {
    const server = handServer();
    const list = make(server);
    const seen: number[] = [];
    list.state$.subscribe((s) => seen.push(s.items.length));
    void list.start();
    list.dispose();
    expect(server.asks[0]!.signal.aborted).toBe(true);
    server.asks[0]!.answer(pageOf(1, 5, null));
    await kit.flush();
    expect(seen.at(-1)).toBe(0);
    expect(kit.timers()).toBe(0);
  });

  it('gives up on a page that does not answer in time, on the scheduler clock', async () => {
    const server = handServer();
    const list = make(server, 5000);
    void list.start();
    await kit.advance(5000);
    expect(list.peek().status).toBe('error');
    expect(list.peek().error).toBeInstanceOf(PageTimeoutError);
    expect(server.asks[0]!.signal.aborted).toBe(true);
  });

  it('starts from a snapshot without a request (a back to the list)', () => {
    const server = handServer();
    const list = createPagedList<number, number>(
      {
        first: 1,
        fetchPage: server.fetchPage,
        keyOf: (n) => n,
        restore: { items: [1, 2, 3], next: 2 },
      },
      kit.scheduler.clock,
    );
    void list.start();
    expect(server.asks).toHaveLength(0);
    expect(list.peek()).toMatchObject({ status: 'ready', items: [1, 2, 3], hasMore: true });
    void list.loadMore();
    expect(server.asks[0]!.cursor).toBe(2);
  });
});
