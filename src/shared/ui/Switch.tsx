import './switch.css';

/** An on/off switch (role switch): its name for screen readers, and what a tap does. */
export function Switch({
  on,
  label,
  onToggle,
  disabled = false,
  testId,
}: {
  on: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      className={on ? 'ui-switch is-on' : 'ui-switch'}
      data-testid={testId}
      disabled={disabled}
      onClick={onToggle}
    />
  );
}
