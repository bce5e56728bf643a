/**
 * The end of a long form (the expert application, feedback): the error of the last try, when there
 * is one, and the submit button, disabled and saying 提交中... while the request is in flight.
 * `prefix` names the form's classes (`${prefix}-error`, `${prefix}-submit`), `testId` its test ids.
 */
export function SubmitFooter(props: {
  form: { error: string | null; busy: boolean };
  label: string;
  prefix: string;
  testId: string;
}) {
  const { error, busy } = props.form;
  return (
    <>
      {error && (
        <p className={`${props.prefix}-error`} role="alert" data-testid={`${props.testId}-error`}>
          {error}
        </p>
      )}
      <button
        type="submit"
        className={`btn btn--primary ${props.prefix}-submit`}
        data-testid={`${props.testId}-submit`}
        aria-busy={busy}
        disabled={busy}
      >
        {busy ? '提交中...' : props.label}
      </button>
    </>
  );
}
