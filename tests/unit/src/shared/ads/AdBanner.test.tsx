// The set-meal head advert (product-spec §2) and where it leads (product-spec §9's jump kinds, one
// mapping: @shared/jumps adJumpTarget): the location's first advert as a banner — a page of the app
// opens inside it, another site opens outside it with the fan's agentId appended, an advert leading
// nowhere is a picture only; nothing while loading, when there is none, when the call fails, or
// when the image does not load.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Ad } from '@contracts/ads';
import { AdBanner } from '@shared/ads';
import { currentChannel } from '@shared/channels';
import { installFakeClock } from '../../../../kit/fakeClock';

const api = vi.hoisted(() => ({ fetchAds: vi.fn() }));
vi.mock('@shared/ads/api', () => api);

const NO_JUMP = { jumpType: null, innerId: null, param: null, url: null, extra: null };
const AD: Ad = {
  id: 1,
  title: '专家包月',
  imageUrl: '/ads/a.svg',
  ...NO_JUMP,
  jumpType: 1,
  innerId: 115,
};

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchAds.mockReset();
});
afterEach(() => clock.restore());

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

async function show(location = 52) {
  render(
    <MemoryRouter initialEntries={['/set-meal-list/1']}>
      <Routes>
        <Route path="/set-meal-list/1" element={<AdBanner location={location} testId="ad" />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

async function tapOn(ad: Ad): Promise<string> {
  api.fetchAds.mockResolvedValue([ad]);
  await show();
  fireEvent.click(screen.getByTestId('ad'));
  return screen.getByTestId('where').textContent ?? '';
}

describe('AdBanner', () => {
  it('shows the first advert’s image with its title as alt text', async () => {
    api.fetchAds.mockResolvedValue([AD, { ...AD, id: 2, title: '第二个' }]);
    await show(53);
    expect(api.fetchAds).toHaveBeenCalledWith(53, expect.anything());
    const img = screen.getByRole('img', { name: '专家包月' });
    expect(img.getAttribute('src')).toBe('/ads/a.svg');
    expect(screen.queryByRole('img', { name: '第二个' })).toBeNull();
  });

  it('opens an inner page by its id (type 1)', async () => {
    expect(await tapOn(AD)).toBe('/special-home');
  });

  it('opens a football match by its id (type 5)', async () => {
    expect(await tapOn({ ...AD, ...NO_JUMP, jumpType: 5, param: 8001 })).toBe(
      '/match-detail?matchId=8001',
    );
  });

  it('opens an expert’s home (type 4)', async () => {
    expect(await tapOn({ ...AD, ...NO_JUMP, jumpType: 4, param: 12 })).toBe(
      '/public/expertHome/12',
    );
  });

  it('opens a custom page by its JSON page and params (type 46)', async () => {
    const extra = JSON.stringify({
      page: 'expert/tab',
      params: { tab: 'famous', type: 2, qiuFlag: 1 },
    });
    expect(await tapOn({ ...AD, ...NO_JUMP, jumpType: 46, extra })).toBe('/expert/famous/2/1');
  });

  it('links another site outside the app, with the fan’s agentId appended (type 2)', async () => {
    api.fetchAds.mockResolvedValue([
      { ...AD, ...NO_JUMP, jumpType: 2, url: 'https://www.sporttery.cn/' },
    ]);
    await show();
    const link = screen.getByTestId('ad');
    const agentId = currentChannel().agentId;
    expect(agentId).not.toBe('');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(`https://www.sporttery.cn/?agentId=${agentId}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps an agentId the address already has', async () => {
    api.fetchAds.mockResolvedValue([
      { ...AD, ...NO_JUMP, jumpType: 2, url: 'https://hd.example.com/a?agentId=9' },
    ]);
    await show();
    expect(screen.getByTestId('ad').getAttribute('href')).toBe(
      'https://hd.example.com/a?agentId=9',
    );
  });

  it('shows an advert leading nowhere as a picture only', async () => {
    api.fetchAds.mockResolvedValue([{ ...AD, ...NO_JUMP }]);
    await show();
    expect(screen.getByTestId('ad').tagName).toBe('DIV');
  });

  it('shows an inner page the app has no page for (113, the partner) as a picture only', async () => {
    api.fetchAds.mockResolvedValue([{ ...AD, ...NO_JUMP, jumpType: 1, innerId: 113 }]);
    await show();
    expect(screen.getByTestId('ad').tagName).toBe('DIV');
    expect(screen.getByRole('img', { name: '专家包月' })).toBeTruthy();
  });

  it('hides itself when the image fails to load', async () => {
    api.fetchAds.mockResolvedValue([AD]);
    await show();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByTestId('ad')).toBeNull();
  });

  it('shows nothing for a location without adverts', async () => {
    api.fetchAds.mockResolvedValue([]);
    await show();
    expect(screen.queryByTestId('ad')).toBeNull();
  });

  it('shows nothing when the call fails', async () => {
    api.fetchAds.mockRejectedValue(new Error('offline'));
    await show();
    expect(screen.queryByTestId('ad')).toBeNull();
  });
});
