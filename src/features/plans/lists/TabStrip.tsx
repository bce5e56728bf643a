import { ChoiceRow } from '@shared/ui';

/**
 * A row of tabs (kinds, my-look tabs, ball types) in the plan lists' looks: underlined tabs, or a
 * segmented pill for the ball type on the red head.
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
    <ChoiceRow
      options={tabs}
      value={value}
      onChange={onChange}
      label={label}
      testId={testId}
      className={`pl-tabs pl-tabs--${variant}`}
      optionClassName="pl-tabs__tab"
      selectedClassName="is-active"
    />
  );
}
