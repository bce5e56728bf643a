// Pins a tab whose code fails to download (offline for a moment): the failure stays in its panel with
// a retry, and the retry loads it anew instead of replaying the remembered failure.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DetailTabPanel } from '@features/matchDetail/DetailTabs';
import type { DetailTabDef, DetailTabProps } from '@features/matchDetail/tabs/types';
import { matchItem } from '../../entities/match/fixtures';

describe('a tab panel', () => {
  it('offers a retry when the tab cannot be loaded, and loads it on retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<DetailTabDef['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: () => <p>分析内容</p> });
    const def: DetailTabDef = { name: 'analysis', label: '分析', load };
    const props: DetailTabProps = {
      match: matchItem({ matchId: 1 }),
      sport: 'football',
      live: false,
    };
    render(<DetailTabPanel def={def} props={props} />);
    const error = await screen.findByTestId('tab-error');
    expect(error.textContent).toContain('内容加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('分析内容')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
