import type { AbilityDimension } from '@contracts/sportdata/matchExtras';
import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchAbility } from './api';
import { abilityBarWidth, abilityLeader, abilityValueText } from './extrasRules';

/**
 * 能力对比: both teams on six 0–100 axes as mirrored bars (home to the left, away to the right), the
 * raw figure at each end — what a radar shows, readable on a 375 px phone without a chart library.
 */
export function Ability({ match }: Pick<DetailTabProps, 'match'>) {
  const view = useDetailJob(
    `analysis:getMatchAnalysisAbility:${match.matchId}`,
    (signal) => fetchAbility(match.matchId, signal),
    // Read from matches finished before kick-off: it does not change while this one is played.
    { live: false },
  );
  return (
    <section className="md-section mda" data-testid="analysis-ability">
      <h3 className="md-section__title">能力对比</h3>
      <JobContent
        view={view}
        emptyText="暂无能力数据"
        isEmpty={(d) => d.home.summary.played === 0 && d.away.summary.played === 0}
      >
        {(d) => (
          <>
            <div className="mdx-ability__head">
              <span className="mdx-ability__team">
                <span className="mda-side mda-side--home">主</span>
                <strong>{d.home.teamName}</strong>
              </span>
              <span className="mdx-ability__total" data-testid="ability-total">
                {d.home.total} : {d.away.total}
              </span>
              <span className="mdx-ability__team mdx-ability__team--away">
                <strong>{d.away.teamName}</strong>
                <span className="mda-side mda-side--away">客</span>
              </span>
            </div>
            <ul className="mdx-ability">
              {d.dimensions.map((dim) => (
                <AbilityRow key={dim.key} dim={dim} />
              ))}
            </ul>
            <p className="mda-none">据双方近{d.recentCount}场比赛计算，50分为一般水平</p>
          </>
        )}
      </JobContent>
    </section>
  );
}

function AbilityRow({ dim }: { dim: AbilityDimension }) {
  const leader = abilityLeader(dim);
  return (
    <li
      className="mdx-ability__row"
      data-testid="ability-row"
      data-key={dim.key}
      aria-label={`${dim.name} 主队${dim.home}分 客队${dim.away}分`}
    >
      <span className={`mdx-ability__value${leader === 'home' ? ' mda-own' : ''}`}>
        {abilityValueText(dim.homeValue, dim.unit)}
      </span>
      <span className="mdx-ability__track mdx-ability__track--home" aria-hidden="true">
        <span className="mdx-ability__bar" style={{ width: abilityBarWidth(dim.home) }} />
      </span>
      <span className="mdx-ability__name">{dim.name}</span>
      <span className="mdx-ability__track" aria-hidden="true">
        <span className="mdx-ability__bar" style={{ width: abilityBarWidth(dim.away) }} />
      </span>
      <span className={`mdx-ability__value${leader === 'away' ? ' mda-own' : ''}`}>
        {abilityValueText(dim.awayValue, dim.unit)}
      </span>
    </li>
  );
}
