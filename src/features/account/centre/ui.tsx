import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { failureText } from '@shared/http';
import { PageHeader } from '@shared/ui';
// The account pages' field, tab and button styles, shared with login and register.
import '../login/auth.css';
import './centre.css';

/** A user-centre page: the account pages' header and a grey body of white groups. */
export function CentrePage(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="page uc-page" data-testid={props.testId}>
      <PageHeader title={props.title} />
      <div className="uc-body">{props.children}</div>
    </div>
  );
}

/** One row of a settings-style list: label, value, and an arrow when it leads somewhere. */
export function Row(props: {
  label: string;
  value?: ReactNode;
  to?: string;
  onClick?: () => void;
  testId?: string;
  muted?: boolean;
}) {
  const body = (
    <>
      <span className="uc-row__label">{props.label}</span>
      <span className={`uc-row__value${props.muted ? ' is-muted' : ''}`}>{props.value}</span>
      {(props.to || props.onClick) && (
        <span className="uc-row__arrow" aria-hidden="true">
          ›
        </span>
      )}
    </>
  );
  if (props.to)
    return (
      <Link className="uc-row" to={props.to} data-testid={props.testId}>
        {body}
      </Link>
    );
  if (props.onClick)
    return (
      <button type="button" className="uc-row" onClick={props.onClick} data-testid={props.testId}>
        {body}
      </button>
    );
  return (
    <div className="uc-row" data-testid={props.testId}>
      {body}
    </div>
  );
}

export function Group(props: { title?: string; children: ReactNode }) {
  return (
    <section className="uc-group">
      {props.title && <h2 className="uc-group__title">{props.title}</h2>}
      {props.children}
    </section>
  );
}

/** Loading, or a failure with a retry: what a screen shows before it has data. */
export function StateView(props: { error?: unknown; onRetry?: () => void }) {
  if (props.error === undefined)
    return (
      <div className="uc-state" data-testid="uc-loading">
        <span className="spinner" aria-hidden="true" />
        <span>加载中...</span>
      </div>
    );
  const message = failureText(props.error);
  return (
    <div className="uc-state" role="alert" data-testid="uc-error">
      <span>{message}</span>
      {props.onRetry && (
        <button type="button" className="btn btn--primary uc-state__retry" onClick={props.onRetry}>
          重新加载
        </button>
      )}
    </div>
  );
}

/** A one-line hint under a form. */
export function Hint({ children }: { children: ReactNode }) {
  return <p className="uc-hint">{children}</p>;
}
