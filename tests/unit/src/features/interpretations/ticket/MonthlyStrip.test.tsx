// The reading's expert's monthly package on the reading's page (isAttentExpert): 已包月 with the
// readings left while the fan's lasts, the way to 专家包月 otherwise, nothing without a package.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { MonthlyStrip } from '@features/interpretations/ticket/MonthlyStrip';
import { installFakeClock } from '../../../../../kit/fakeClock';

const api = vi.hoisted(() => ({ fetchExpertStanding: vi.fn() }));
vi.mock('@features/interpretations/ticket/api', () => api);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchExpertStanding.mockReset();
});
afterEach(() => clock.restore());

async function show(standing: object) {
  api.fetchExpertStanding.mockResolvedValue(standing);
  render(
    <MemoryRouter>
      <MonthlyStrip expertId={5} />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
  return screen.queryByTestId('jiedu-monthly');
}

describe('MonthlyStrip', () => {
  it('says the fan’s package is running, with the readings left', async () => {
    const strip = await show({ attention: true, sendStatus: 2, left: 7, monthlyPkgId: 9 });
    expect(strip?.textContent).toContain('已包月该专家 · 剩余7次');
    expect(strip?.getAttribute('href')).toBe('/special-home');
  });

  it('offers the package when the fan holds none (or it is over)', async () => {
    for (const sendStatus of [0, 3]) {
      const strip = await show({ attention: false, sendStatus, left: 0, monthlyPkgId: 9 });
      expect(strip?.textContent).toContain('包月该专家，当天解读私推给你');
      strip?.parentElement?.remove();
    }
  });

  it('shows nothing for an expert without a monthly package', async () => {
    expect(await show({ attention: false, sendStatus: 0, left: 0, monthlyPkgId: null })).toBeNull();
  });
});
