// Pins 下载 (download?agentId=): the agent given, or 2335037 without one or with a malformed one;
// on the microblog and shopping apps (product-spec §6) a notice and no download entry; back from the
// install link without a package for the phone, 暂未提供安装包; headings h1 then h2.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setRenderedChannel, type ChannelId } from '@shared/channels';
import DownloadPage from '@features/service/DownloadPage';

function show(channel: ChannelId, address: string) {
  setRenderedChannel({ channel, agentId: '2335037' });
  render(
    <MemoryRouter initialEntries={[address]}>
      <DownloadPage />
    </MemoryRouter>,
  );
}

describe('DownloadPage', () => {
  it('downloads for the agent given', () => {
    show('main', '/download?agentId=2335088');
    expect(screen.getByTestId('download-link').getAttribute('href')).toBe(
      '/download/app?agentId=2335088',
    );
  });

  it('heads its card with an h2 under the page’s h1 (no level skipped)', () => {
    show('main', '/download');
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H1', '下载'],
      ['H2', '下载赛事日 App'],
    ]);
  });

  it('falls back to 2335037 without an agent or with a malformed one', () => {
    show('main', '/download');
    expect(screen.getByTestId('download-link').getAttribute('href')).toBe(
      '/download/app?agentId=2335037',
    );
  });

  it('falls back to 2335037 for a malformed agent', () => {
    show('main', '/download?agentId=abc');
    expect(screen.getByTestId('download-link').getAttribute('href')).toBe(
      '/download/app?agentId=2335037',
    );
  });

  it('says no package is offered when the install link sent the phone back, the entry kept', () => {
    show('main', '/download?agentId=2335088&missing=1');
    expect(screen.getByTestId('download-missing').textContent).toContain('暂未提供安装包');
    expect(screen.getByTestId('download-link').getAttribute('href')).toBe(
      '/download/app?agentId=2335088',
    );
  });

  it('says nothing of packages on a plain visit', () => {
    show('main', '/download?agentId=2335088');
    expect(screen.queryByTestId('download-missing')).toBeNull();
  });

  it.each(['weibo', 'jd'] as const)('shows a notice and no entry on %s', (channel) => {
    show(channel, '/download?agentId=2335088');
    expect(screen.getByTestId('download-hidden').textContent).toContain('暂不支持下载');
    expect(screen.queryByTestId('download-link')).toBeNull();
  });
});
