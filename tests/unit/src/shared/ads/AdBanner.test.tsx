// The set-meal head advert (product-spec §2): the location's first advert as a banner that leads to
// its in-app path; nothing while loading, when there is none, when the call fails, or when the image
// does not load.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdBanner } from '@shared/ads';
import { installFakeClock } from '../../../../kit/fakeClock';

const api = vi.hoisted(() => ({ fetchAds: vi.fn() }));
vi.mock('@shared/ads/api', () => api);

const AD = { id: 1, title: '专家包月', imageUrl: '/ads/a.svg', jumpPath: '/special-home' };

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchAds.mockReset();
});
afterEach(() => clock.restore());

async function show(location = 52) {
  render(
    <MemoryRouter initialEntries={['/set-meal-list/1']}>
      <Routes>
        <Route path="/set-meal-list/1" element={<AdBanner location={location} testId="ad" />} />
        <Route path="/special-home" element={<p>专家包月页</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

describe('AdBanner', () => {
  it('shows the advert’s image with its title as alt text and follows its path on a tap', async () => {
    api.fetchAds.mockResolvedValue([AD, { ...AD, id: 2, title: '第二个' }]);
    await show(53);
    expect(api.fetchAds).toHaveBeenCalledWith(53, expect.anything());
    const img = screen.getByRole('img', { name: '专家包月' });
    expect(img.getAttribute('src')).toBe('/ads/a.svg');
    fireEvent.click(screen.getByTestId('ad'));
    expect(screen.getByText('专家包月页')).toBeTruthy();
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

  it('shows an advert without a path as a picture only', async () => {
    api.fetchAds.mockResolvedValue([{ ...AD, jumpPath: null }]);
    await show();
    expect(screen.getByTestId('ad').tagName).toBe('DIV');
  });
});
