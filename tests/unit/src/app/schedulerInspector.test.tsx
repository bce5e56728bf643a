// Pins the inspector: the URL flag (query or hash query), and the overlay listing the app's live jobs.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appScheduler } from '@schedulers';
import SchedulerInspector from '../../../../src/app/shell/SchedulerInspector';
import {
  inspectorRequested,
  mountSchedulerInspector,
} from '../../../../src/app/shell/SchedulerInspectorGate';

describe('scheduler inspector', () => {
  afterEach(() => appScheduler.reset());

  it('is requested by ?inspect=1 in the query or the hash query', () => {
    expect(inspectorRequested('?inspect=1', '')).toBe(true);
    expect(inspectorRequested('', '#/tabs/home?inspect=1')).toBe(true);
    expect(inspectorRequested('?a=1', '#/tabs/home?inspect=0')).toBe(false);
    expect(mountSchedulerInspector(false, { search: '', hash: '#/tabs/home' })).toBe(false);
  });

  it('lists every job with its subscribers, interval and state', async () => {
    const job = appScheduler.poll('messages:count', () => new Promise<number>(() => undefined), {
      intervalMs: 60_000,
    });
    const sub = job.data$.subscribe();
    render(<SchedulerInspector />);
    await userEvent.click(screen.getByRole('button', { name: /调度器 1\/1/ }));
    const row = screen.getByText('messages:count').closest('tr');
    expect(row?.textContent).toContain('60 秒');
    expect(row?.textContent).toContain('请求中');
    sub.unsubscribe();
  });
});
