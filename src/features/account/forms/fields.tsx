import { useId, useState, type ReactNode } from 'react';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  placeholder?: string;
  type?: 'text' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** Something at the end of the row, e.g. the send-code button. */
  trailing?: ReactNode;
}

/** One labelled input row of an account form. */
export function TextField(props: FieldProps) {
  const id = useId();
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="auth-field__input"
        data-testid={props.testId}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? 'off'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.trailing}
    </div>
  );
}

/** A password row with a show/hide toggle (fans mistype on phone keyboards). */
export function PasswordField(
  props: Omit<FieldProps, 'type' | 'inputMode' | 'trailing'> & { autoComplete: string },
) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      maxLength={props.maxLength ?? 20}
      trailing={
        <button
          type="button"
          className="auth-field__toggle"
          aria-label={shown ? '隐藏密码' : '显示密码'}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? '隐藏' : '显示'}
        </button>
      }
    />
  );
}

/** The form's error, read out by screen readers as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p className="auth-error" role="alert" data-testid="auth-error">
      {message ?? ''}
    </p>
  );
}

/** The submit button: disabled with a spinner while the request is in flight. */
export function SubmitButton(props: {
  label: string;
  busyLabel: string;
  busy: boolean;
  testId: string;
}) {
  return (
    <button
      type="submit"
      className="btn btn--primary auth-submit"
      data-testid={props.testId}
      disabled={props.busy}
      aria-busy={props.busy}
    >
      {props.busy && (
        <span className="spinner spinner--light auth-submit__spinner" aria-hidden="true" />
      )}
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}

/** Two modes of one page (password / SMS, phone / account) as tabs. */
export function ModeTabs<M extends string>(props: {
  modes: ReadonlyArray<{ id: M; label: string; testId: string }>;
  current: M;
  onChange: (mode: M) => void;
}) {
  return (
    <div className="auth-tabs" role="tablist" aria-label="方式" onKeyDown={onRovingKeyDown}>
      {props.modes.map((mode, index) => (
        <button
          key={mode.id}
          type="button"
          role="tab"
          aria-selected={mode.id === props.current}
          tabIndex={rovingTabIndex(
            mode.id === props.current,
            index,
            props.modes.some((m) => m.id === props.current),
          )}
          data-testid={mode.testId}
          className={`auth-tabs__tab${mode.id === props.current ? ' is-active' : ''}`}
          onClick={() => props.onChange(mode.id)}
        >
          {mode.label}
        </button>
      ))}
    </div>
  );
}

/** The end of every account form: its error line, then the submit button (busy while sending). */
export function FormFooter(props: {
  form: { error: string | null; busy: boolean };
  label: string;
  busyLabel: string;
  testId: string;
}) {
  return (
    <>
      <FormError message={props.form.error} />
      <SubmitButton
        label={props.label}
        busyLabel={props.busyLabel}
        busy={props.form.busy}
        testId={props.testId}
      />
    </>
  );
}
