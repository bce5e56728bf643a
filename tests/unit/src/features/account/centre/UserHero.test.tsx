// Pins the counters of 我的 (issue 16 item 9): 关注, 粉丝, 关注比赛 and 动态 are links to their pages,
// built by the route registry's names so a renamed or removed route fails here: the people the fan
// follows and the fan's followers (myAttention, tabs other-all and me), the followed matches (the
// 关注 view of the football list, as a tab: it replaces the entry) and the fan's posts (我的动态:
// sns/index/0?author={id}, every circle and one member — never sns/index/{id}, which is a circle).
// Issue 31 item 3: a count whose page is not built shows as plain text, not as a way into
// 此页面暂未开放; with the app's route registry bound, 动态 is a link (the circles are built).
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { hasScreen } from '@app/routes';
import { bindRouteAvailability, hrefFor, navigatesAsRoot } from '@shared/routes';
import { UserHero } from '@features/account/centre/UserHero';
import { userFixture } from './fixtures';

function counters() {
  render(
    <MemoryRouter>
      <UserHero
        user={userFixture({
          id: 7,
          attentionOtherCount: 12,
          attentionMeCount: 3,
          followMatchCount: 5,
          mySnsCount: 9,
        })}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: '我的关注与动态' });
}

const counter = (nav: HTMLElement, label: string) =>
  within(nav).getByRole('link', { name: new RegExp(label) });

describe('UserHero counters', () => {
  it('links 粉丝 to the fan’s followers', () => {
    const link = counter(counters(), '^3粉丝$');
    expect(link.getAttribute('href')).toBe(hrefFor('myAttention', { tab: 'me' }));
    expect(link.getAttribute('href')).toBe('/myAttention/me');
  });

  it('links 关注 to the people the fan follows', () => {
    const link = counter(counters(), '^12关注$');
    expect(link.getAttribute('href')).toBe(hrefFor('myAttention'));
    expect(link.getAttribute('href')).toBe('/myAttention/other-all');
  });

  it('links 关注比赛 to the followed view of the match list', () => {
    const link = counter(counters(), '^5关注比赛$');
    expect(link.getAttribute('href')).toBe(hrefFor('tabs/match', {}, { state: 'followed' }));
    expect(navigatesAsRoot('tabs/match')).toBe(true);
  });

  it('links 动态 to the fan’s own posts (我的动态), not to a circle of the fan’s id', () => {
    const link = counter(counters(), '^9动态$');
    expect(link.getAttribute('href')).toBe(hrefFor('sns/index', { id: 0 }, { author: 7 }));
    expect(link.getAttribute('href')).toBe('/sns/index/0?author=7');
  });

  it('shows each count with its label', () => {
    const nav = counters();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['12关注', '3粉丝', '5关注比赛', '9动态']);
  });
});

describe('UserHero counters over the route registry', () => {
  let unbind: () => void = () => undefined;
  afterEach(() => unbind());

  it('links 动态 to 我的动态 now that the app builds sns/index', () => {
    unbind = bindRouteAvailability(hasScreen);
    const posts = within(counters()).getByTestId('count-posts');
    expect(posts.tagName).toBe('A');
    expect(posts.getAttribute('href')).toBe('/sns/index/0?author=7');
  });

  it('shows a count without a link while its page is not built, and the built ones as links', () => {
    unbind = bindRouteAvailability((name) => name !== 'sns/index' && hasScreen(name));
    const nav = counters();
    const posts = within(nav).getByTestId('count-posts');
    expect(posts.tagName).toBe('SPAN');
    expect(posts.textContent).toBe('9动态');
    expect(counter(nav, '^3粉丝$').getAttribute('href')).toBe('/myAttention/me');
  });
});
