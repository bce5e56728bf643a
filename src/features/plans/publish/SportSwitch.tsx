import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

const SPORTS = [
  { sport: 1, label: '足球' },
  { sport: 2, label: '篮球' },
] as const;

/** 足球 / 篮球: which matches the list offers. Nothing is active until the server names the default. */
export function SportSwitch({
  active,
  onSwitch,
}: {
  active: number | null;
  onSwitch: (sport: 1 | 2) => void;
}) {
  return (
    <div className="pub-sports" role="tablist" aria-label="球类" onKeyDown={onRovingKeyDown}>
      {SPORTS.map(({ sport, label }, index) => (
        <button
          key={sport}
          type="button"
          role="tab"
          aria-selected={active === sport}
          tabIndex={rovingTabIndex(active === sport, index, active !== null)}
          className={`pub-sports__tab${active === sport ? ' is-active' : ''}`}
          data-testid={`publish-sport-${sport}`}
          onClick={() => active !== sport && onSwitch(sport)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
