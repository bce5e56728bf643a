/**
 * A row of choices (ball type, ranking, plan tab, league filters): one is on, a tap picks another.
 * `look` picks the styling: tabs under a header, or small chips.
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
    <div className={`xp-choices xp-choices--${look}`} role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={`xp-choice${option.value === value ? ' is-on' : ''}`}
          data-testid={`${testId}-${option.value}`}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
