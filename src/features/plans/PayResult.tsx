import type { ReactNode } from 'react';

/**
 * The frame of the pay pages: an icon by state (a spinner while waiting), a title, what happened
 * and the ways on.
 */
export function PayResult({
  state,
  title,
  children,
  actions,
}: {
  state: 'ok' | 'error' | 'short' | 'wait';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={`plan-pay is-${state}`} data-testid={`plan-pay-${state}`}>
      {state === 'wait' ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <span className="plan-pay__icon" aria-hidden="true" />
      )}
      <h2 className="plan-pay__title">{title}</h2>
      {children}
      {actions && <div className="plan-pay__actions">{actions}</div>}
    </section>
  );
}
