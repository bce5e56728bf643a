// Pins the layout of a 今日焦点 row (issue 16 item 4): the team names get a line of their own, the
// full width of the row beside the follow star, with the kick-off, league and status on a line above
// them, so "多伦多FC" and "亚特兰大联" are not cut to "多伦…" on a 375 px phone. jsdom has no layout:
// the test pins the structure and the CSS that gives the names their room; a name still ellipsizes
// when it really does not fit.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { TodayRow } from '@features/home/TodayRow';
import { resetMatchesStore, upsertMatches } from '@entities/match/store';
import { matchItem } from '../../entities/match/fixtures';

const css = readFileSync(resolve(process.cwd(), 'src/features/home/home.css'), 'utf8');

/** The declarations of the rule whose selector is exactly `selector`. */
function declarations(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(css);
  if (!match) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(
    match[1]!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const at = d.indexOf(':');
        return [d.slice(0, at).trim(), d.slice(at + 1).trim()];
      }),
  );
}

function show(id: number) {
  return render(
    <MemoryRouter>
      <ul>
        <TodayRow id={id} />
      </ul>
    </MemoryRouter>,
  );
}

beforeEach(() => resetMatchesStore());

describe('TodayRow layout', () => {
  it('puts the teams on a line of their own, under kick-off, league and status', () => {
    upsertMatches([
      matchItem({
        matchId: 5,
        matchStatus: 12,
        matchStartedMinutes: '67',
        leagueShortName: '美职联',
        homeTeamName: '多伦多FC',
        awayTeamName: '亚特兰大联',
        homeScore: 1,
        awayScore: 2,
      }),
    ]);
    show(5);
    const row = screen.getByTestId('today-row');
    const body = row.querySelector('.home-today__body')!;
    expect([...body.children].map((c) => c.className)).toEqual([
      'home-today__meta',
      'home-today__teams',
    ]);
    const meta = body.querySelector('.home-today__meta')!;
    expect(meta.querySelector('.home-today__time')?.textContent).toBe('20:00');
    expect(meta.textContent).toContain('美职联');
    expect(within(meta as HTMLElement).getByTestId('match-status').textContent).toBe("67'");
    const teams = body.querySelector('.home-today__teams')!;
    expect([...teams.children].map((c) => c.textContent)).toEqual([
      '多伦多FC',
      '1 - 2',
      '亚特兰大联',
    ]);
  });

  it('gives the names the row’s width: no fixed columns beside them, ellipsis only past it', () => {
    // The row body is no longer a grid whose fixed 3.6rem and 4.2rem columns left the names ~55 px.
    expect(declarations('.home-today__body')['grid-template-columns']).toBeUndefined();
    expect(declarations('.home-today__teams')).toMatchObject({
      display: 'grid',
      'grid-template-columns': 'minmax(0, 1fr) auto minmax(0, 1fr)',
    });
    expect(declarations('.home-today__team')).toMatchObject({
      overflow: 'hidden',
      'text-overflow': 'ellipsis',
      'white-space': 'nowrap',
    });
    // The status sits at the end of the meta line and keeps to one line there.
    expect(declarations('.home-today__status')).toMatchObject({ 'margin-left': 'auto' });
  });

  it('reads basketball away first, with the score the same way round', () => {
    upsertMatches([
      matchItem({
        matchId: 6,
        sportType: 2,
        matchStatus: 0,
        homeTeamName: '洛杉矶湖人',
        awayTeamName: '金州勇士',
      }),
    ]);
    show(6);
    const teams = screen.getByTestId('today-row').querySelector('.home-today__teams')!;
    expect([...teams.children].map((c) => c.textContent)).toEqual(['金州勇士', 'VS', '洛杉矶湖人']);
  });
});
