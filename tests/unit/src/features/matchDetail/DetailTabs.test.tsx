// Pins a tab whose code fails to download (offline for a moment): the failure stays in its panel with
// a retry, and the retry loads it anew instead of replaying the remembered failure.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { appEnvironment } from '@schedulers';
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

  // Issue 31 item 4: the tab's failure clears by itself when the network returns.
  it('loads the tab again by itself when the network returns', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    appEnvironment.setOnline(false);
    try {
      const load = vi
        .fn<DetailTabDef['load']>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValueOnce({ default: () => <p>阵容内容</p> });
      const def: DetailTabDef = { name: 'lineup', label: '阵容', load };
      render(
        <DetailTabPanel
          def={def}
          props={{ match: matchItem({ matchId: 2 }), sport: 'football', live: false }}
        />,
      );
      await screen.findByTestId('tab-error');
      act(() => appEnvironment.setOnline(true));
      expect(await screen.findByText('阵容内容')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      appEnvironment.setOnline(true);
      logged.mockRestore();
    }
  });
});
