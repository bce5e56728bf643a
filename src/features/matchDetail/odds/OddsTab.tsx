import { useState } from 'react';
import type { OddsKind } from '@contracts/sportdata/odds';
import { SPORT } from '@domain/sport';
import { MatchSpecialLinks } from '@features/specialData';
import type { DetailTabProps } from '../tabs/types';
import type { OddsMode } from './OddsRows';
import { OddsTypeList } from './OddsTypeList';
import { oddsTabsOf } from './rules';
import './odds.css';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

const MODES: readonly { mode: OddsMode; label: string }[] = [
  { mode: 'first', label: '初盘' },
  { mode: 'live', label: '即时' },
];

/**
 * 指数: child tabs per odds type (football 欧指 / 亚指 / 大小; basketball 让分 / 大小 / 欧指), a 初盘 /
 * 即时 switch, the special pages the match has data for (凯利, 离散, 必发…), and a row per provider
 * that opens its change history. Only the open child tab is
 * mounted, so a type is asked for when first opened and polls (while the match is live) only while
 * shown; a reopened type is served from its job's cache.
 */
export default function OddsTab({ match, sport, live }: DetailTabProps) {
  const tabs = oddsTabsOf(sport);
  const [type, setType] = useState<OddsKind>(tabs[0]!.type);
  const [mode, setMode] = useState<OddsMode>('live');
  return (
    <div className="mdo-tab" data-testid="odds-tab">
      <div className="mdo-bar">
        <div className="mdo-types" role="tablist" aria-label="指数类型" onKeyDown={onRovingKeyDown}>
          {tabs.map((tab, index) => (
            <button
              key={tab.type}
              type="button"
              role="tab"
              aria-selected={tab.type === type}
              tabIndex={rovingTabIndex(
                tab.type === type,
                index,
                tabs.some((t) => t.type === type),
              )}
              className="mdo-type"
              data-testid="odds-type-tab"
              data-type={tab.type}
              onClick={() => setType(tab.type)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div className="mdo-modes" role="group" aria-label="初盘或即时">
          {MODES.map((m) => (
            <button
              key={m.mode}
              type="button"
              aria-pressed={m.mode === mode}
              className="mdo-mode"
              data-testid="odds-mode"
              data-mode={m.mode}
              onClick={() => setMode(m.mode)}
            >
              {m.label}
            </button>
          ))}
        </div>
      </div>
      <MatchSpecialLinks sport={SPORT[sport]} matchId={match.matchId} />
      <section className="md-section mdo-section" role="tabpanel">
        <OddsTypeList
          key={type}
          matchId={match.matchId}
          sport={sport}
          type={type}
          mode={mode}
          live={live}
        />
      </section>
    </div>
  );
}
