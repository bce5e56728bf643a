import './coins.css';
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
    <section className={`pay-result is-${state}`} data-testid={`pay-result-${state}`}>
      {state === 'wait' ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <span className="pay-result__icon" aria-hidden="true" />
      )}
      <h2 className="pay-result__title">{title}</h2>
      {children}
      {actions && <div className="pay-result__actions">{actions}</div>}
    </section>
  );
}
