import type { InfoItem, TeamInformation } from '@contracts/sportdata/matchExtras';
import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchInformation } from './api';

/** 赛前情报: each team's 有利 and 不利 news, then what is neither (中立). */
export function Information({ match }: Pick<DetailTabProps, 'match'>) {
  const view = useDetailJob(
    `analysis:getMatchInfomationApi:${match.matchId}`,
    (signal) => fetchInformation(match.matchId, signal),
    { live: false },
  );
  return (
    <section className="md-section mda" data-testid="analysis-information">
      <h3 className="md-section__title">赛前情报</h3>
      <JobContent view={view} emptyText="暂无情报">
        {(d) => (
          <>
            <TeamNews team={d.home} side="home" />
            <TeamNews team={d.away} side="away" />
            {d.neutral.length > 0 && (
              <div className="mda-team" data-testid="info-others">
                <div className="mda-team__head">
                  <strong className="mda-team__name">中立情报</strong>
                </div>
                <NewsList items={d.neutral} tone="neutral" />
              </div>
            )}
          </>
        )}
      </JobContent>
    </section>
  );
}

function TeamNews({ team, side }: { team: TeamInformation; side: 'home' | 'away' }) {
  return (
    <div className="mda-team" data-testid="info-team" data-side={side}>
      <div className="mda-team__head">
        <span className={`mda-side mda-side--${side}`}>{side === 'home' ? '主' : '客'}</span>
        <strong className="mda-team__name">{team.teamName}</strong>
      </div>
      {team.good.length === 0 && team.bad.length === 0 ? (
        <p className="mda-none">暂无情报</p>
      ) : (
        <>
          <NewsList items={team.good} tone="good" />
          <NewsList items={team.bad} tone="bad" />
        </>
      )}
    </div>
  );
}

const TONE_LABELS = { good: '有利', bad: '不利', neutral: '中立' } as const;

function NewsList({ items, tone }: { items: readonly InfoItem[]; tone: keyof typeof TONE_LABELS }) {
  if (items.length === 0) return null;
  return (
    <ul className="mdx-tips" data-testid={`info-${tone}`}>
      {items.map((item, i) => (
        <li key={i} className="mdx-tips__item">
          <span className={`mdx-tag mdx-tag--${tone}`}>{TONE_LABELS[tone]}</span>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
