import { ChoiceRow } from '@shared/ui';

/**
 * A row of choices (ball type, ranking, plan tab, league filters) in the experts' looks: tabs under
 * a header, small chips, or the switch on the red head.
 */
export function Choices<T extends string | number>({
  options,
  value,
  onChange,
  label,
  testId,
  look = 'chips',
}: {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** What the row chooses, for screen readers. */
  label: string;
  testId: string;
  look?: 'tabs' | 'chips' | 'switch';
}) {
  return (
    <ChoiceRow
      options={options}
      value={value}
      onChange={onChange}
      label={label}
      testId={testId}
      className={`xp-choices xp-choices--${look}`}
      optionClassName="xp-choice"
      selectedClassName="is-on"
    />
  );
}
