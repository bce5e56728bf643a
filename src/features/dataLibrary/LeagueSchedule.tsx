import { useState } from 'react';
import { LEAGUE_MATCH_PAGE_SIZE } from '@contracts/sportdata/leagueCalls';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded } from '@shared/ui';
import type { ScheduleArgs } from './api';
import { scheduleResource } from './resources';
import type { Sport } from './rules';
import { ScheduleRow } from './ScheduleRow';

/** What the schedule shows: the round or day now (nothing chosen), one chosen, or a page up or down. */
type Choice =
  | { kind: 'now' }
  | { kind: 'round'; round: string }
  | { kind: 'date'; date: string }
  | { kind: 'page'; first: number; upOrDown: 1 | 2 };

function argsOf(leagueId: number, season: string | undefined, choice: Choice): ScheduleArgs {
  const base = { leagueId, seasonName: season, pageSize: LEAGUE_MATCH_PAGE_SIZE };
  if (choice.kind === 'round') return { ...base, round: choice.round };
  if (choice.kind === 'date') return { ...base, date: choice.date };
  if (choice.kind === 'page') return { ...base, first: choice.first, upOrDown: choice.upOrDown };
  return base;
}

/**
 * 赛程: the round (football leagues) or match day being played, the ones before and after it, and
 * the matches before or after those on screen, 20 at a time.
 */
export function LeagueSchedule({
  sport,
  leagueId,
  season,
}: {
  sport: Sport;
  leagueId: number;
  season: string | undefined;
}) {
  const [choice, setChoice] = useState<Choice>({ kind: 'now' });
  const view = useResource(scheduleResource, { sport, args: argsOf(leagueId, season, choice) });
  return (
    <Loaded view={view} testId="data-schedule">
      {(data) => {
        const byRound = data.rounds.length > 0;
        const steps = byRound ? data.rounds : data.dates;
        const at = byRound ? data.round : data.date;
        const index = at === null ? -1 : steps.indexOf(at);
        const go = (value: string) =>
          setChoice(byRound ? { kind: 'round', round: value } : { kind: 'date', date: value });
        const first = data.list[0];
        const last = data.list[data.list.length - 1];
        return (
          <section className="dl-section" data-testid="data-schedule">
            {at !== null && (
              <div className="dl-steps">
                <button
                  type="button"
                  disabled={index <= 0}
                  onClick={() => go(steps[index - 1] ?? '')}
                  data-testid="data-step-back"
                >
                  {byRound ? '上一轮' : '前一天'}
                </button>
                <select
                  value={at}
                  onChange={(e) => go(e.target.value)}
                  aria-label={byRound ? '轮次' : '比赛日'}
                  data-testid="data-step"
                >
                  {steps.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  disabled={index < 0 || index >= steps.length - 1}
                  onClick={() => go(steps[index + 1] ?? '')}
                  data-testid="data-step-next"
                >
                  {byRound ? '下一轮' : '后一天'}
                </button>
              </div>
            )}
            {data.hasEarlier && first && (
              <button
                type="button"
                className="dl-more"
                onClick={() => setChoice({ kind: 'page', first: first.matchId, upOrDown: 1 })}
                data-testid="data-earlier"
              >
                查看更早的比赛
              </button>
            )}
            {data.list.length === 0 ? (
              <EmptyState text="暂无赛程" testId="data-schedule-empty" />
            ) : (
              <div className="dl-matches">
                {data.list.map((m) => (
                  <ScheduleRow key={m.matchId} match={m} sport={sport} />
                ))}
              </div>
            )}
            {data.hasLater && last && (
              <button
                type="button"
                className="dl-more"
                onClick={() => setChoice({ kind: 'page', first: last.matchId, upOrDown: 2 })}
                data-testid="data-later"
              >
                查看更晚的比赛
              </button>
            )}
          </section>
        );
      }}
    </Loaded>
  );
}
