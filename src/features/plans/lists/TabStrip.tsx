/**
 * A row of tabs (kinds, my-look tabs, ball types): one is selected, a tap picks another. `variant`
 * is only the look — underlined tabs, or a segmented pill for the ball type on the red head.
 */
export function TabStrip<T extends string>({
  tabs,
  value,
  onChange,
  label,
  testId,
  variant = 'line',
}: {
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** What the strip chooses, for screen readers. */
  label: string;
  testId: string;
  variant?: 'line' | 'pill';
}) {
  return (
    <div className={`pl-tabs pl-tabs--${variant}`} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={`pl-tabs__tab${tab.value === value ? ' is-active' : ''}`}
          data-testid={`${testId}-${tab.value}`}
          onClick={() => {
            if (tab.value !== value) onChange(tab.value);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
