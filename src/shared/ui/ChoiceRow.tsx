import { onRovingKeyDown, rovingTabIndex } from '../a11y';

/**
 * A row of choices shown as tabs (a ball type, a list's kind, a ranking): one is selected, a tap on
 * another picks it, a tap on the selected one does nothing. The look is the caller's: its class
 * names style the row, each choice, and the selected one. The keyboard's tab pattern: the row is
 * one Tab stop, the arrow keys, Home and End choose (onRovingKeyDown).
 */
export function ChoiceRow<T extends string | number>({
  options,
  value,
  onChange,
  label,
  testId,
  className,
  optionClassName,
  selectedClassName,
}: {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** What the row chooses, for screen readers. */
  label: string;
  /** Each choice's test id is `${testId}-${value}`. */
  testId: string;
  className: string;
  optionClassName: string;
  selectedClassName: string;
}) {
  const anyChosen = options.some((option) => option.value === value);
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onRovingKeyDown}>
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          tabIndex={rovingTabIndex(option.value === value, index, anyChosen)}
          className={
            option.value === value ? `${optionClassName} ${selectedClassName}` : optionClassName
          }
          data-testid={`${testId}-${option.value}`}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
