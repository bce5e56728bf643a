import { stripDays, type Sport } from '@entities/match';
import { DAYS_AFTER, DAYS_BEFORE, gameTabs, STATE_TABS, type ListState } from './listQuery';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

export function StateTabs({
  value,
  onChange,
}: {
  value: ListState;
  onChange: (state: ListState) => void;
}) {
  return (
    <div className="ml-states" role="tablist" aria-label="比赛状态" onKeyDown={onRovingKeyDown}>
      {STATE_TABS.map((tab, index) => (
        <button
          key={tab.state}
          type="button"
          role="tab"
          aria-selected={tab.state === value}
          tabIndex={rovingTabIndex(
            tab.state === value,
            index,
            STATE_TABS.some((t) => t.state === value),
          )}
          className={`ml-states__tab${tab.state === value ? ' is-active' : ''}`}
          data-testid={`state-tab-${tab.state}`}
          onClick={() => onChange(tab.state)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function GameTabs({
  sport,
  value,
  onChange,
  onSettings,
}: {
  sport: Sport;
  value: number;
  onChange: (game: number) => void;
  onSettings: () => void;
}) {
  return (
    <div className="ml-games">
      <div className="ml-games__tabs" role="tablist" aria-label="玩法" onKeyDown={onRovingKeyDown}>
        {gameTabs(sport).map((tab, index, all) => (
          <button
            key={tab.game}
            type="button"
            role="tab"
            aria-selected={tab.game === value}
            tabIndex={rovingTabIndex(
              tab.game === value,
              index,
              all.some((t) => t.game === value),
            )}
            className={`ml-games__tab${tab.game === value ? ' is-active' : ''}`}
            data-testid={`game-tab-${tab.game}`}
            onClick={() => onChange(tab.game)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="ml-games__settings"
        aria-label="列表设置"
        onClick={onSettings}
      >
        ⚙
      </button>
    </div>
  );
}

/** Days before and after today (Beijing time); `now` is server time. */
export function DateStrip({
  now,
  offset,
  onChange,
}: {
  now: number;
  offset: number;
  onChange: (offset: number) => void;
}) {
  return (
    <div className="ml-dates" role="tablist" aria-label="日期" onKeyDown={onRovingKeyDown}>
      {stripDays(now, DAYS_BEFORE, DAYS_AFTER).map((day, index, all) => (
        <button
          key={day.offset}
          type="button"
          role="tab"
          aria-selected={day.offset === offset}
          tabIndex={rovingTabIndex(
            day.offset === offset,
            index,
            all.some((d) => d.offset === offset),
          )}
          className={`ml-dates__day${day.offset === offset ? ' is-active' : ''}`}
          data-testid={`date-${day.offset}`}
          data-date={day.date}
          onClick={() => onChange(day.offset)}
        >
          <span className="ml-dates__label">{day.label}</span>
          <span className="ml-dates__short">{day.short}</span>
        </button>
      ))}
    </div>
  );
}
