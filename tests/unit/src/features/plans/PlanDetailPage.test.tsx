// Pins plan-detail/{id} (issue 37 §3): the feed's way to a plan is the plan page itself (the same
// call for the id in the path), and only its way out differs — opened cold, as a shared link is,
// back leads to the 方案 tab instead of the home tab.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import PlanDetailPage from '@features/plans/PlanDetailPage';

const api = vi.hoisted(() => ({ fetchPlan: vi.fn(), buyPlan: vi.fn() }));
vi.mock('@features/plans/api', () => api);
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  api.fetchPlan.mockReset();
  api.fetchPlan.mockRejectedValue(
    new ApiError('server', { status: 404, code: 'plan_not_found', path: '/api/plan/detail/5' }),
  );
});
afterEach(() => appScheduler.reset());

function Where() {
  return <div data-testid="where" data-path={useLocation().pathname} />;
}

describe('plan-detail/{id}', () => {
  it('asks for the plan of its path and, opened cold, goes back to the 方案 tab', async () => {
    render(
      <MemoryRouter initialEntries={['/plan-detail/5']}>
        <Routes>
          <Route path="/plan-detail/:id" element={<PlanDetailPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('plan-not-found')).toBeTruthy());
    expect(api.fetchPlan).toHaveBeenCalledWith(5, expect.any(AbortSignal));
    expect(screen.getByTestId('plan-page')).toBeTruthy();
    // jsdom's history holds this one page: a cold open, as a link shared into a chat is.
    expect(window.history.length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.getByTestId('where').dataset.path).toBe('/tabs/plan'));
  });
});
