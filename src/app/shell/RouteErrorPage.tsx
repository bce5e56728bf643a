import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRetryWhenOnline } from '@shared/environment';
import { FirstShellDone } from './FirstShellDone';

/**
 * Shown when a screen throws: the fan keeps a way forward instead of a blank page. The usual cause
 * is a page whose code could not download offline, so the page is tried again by itself when the
 * network returns (`onRetry`).
 */
export function RouteErrorPage({ onRetry }: { onRetry?: () => void }) {
  useRetryWhenOnline(onRetry !== undefined, () => onRetry?.());
  return (
    <div className="page notice" role="alert" data-testid="route-error">
      <p className="notice__text">页面出错了，请刷新重试</p>
      <div className="notice__actions">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          刷新
        </button>
        <a className="btn btn--primary" href="#/tabs/home">
          返回首页
        </a>
      </div>
      <FirstShellDone />
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** When it changes (the path, say), a failed boundary tries its children again. */
  resetKey?: unknown;
}

/**
 * Catches what a screen throws while rendering (a failed chunk load included). Leaving the broken
 * page (a new `resetKey`) gives the next one a fresh start without remounting what works.
 */
export class RouteErrorBoundary extends Component<
  BoundaryProps,
  { failed: boolean; failedAt: unknown }
> {
  override state = { failed: false, failedAt: undefined as unknown };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { failed: boolean; failedAt: unknown },
  ) {
    if (!state.failed) return { failedAt: props.resetKey };
    return props.resetKey !== state.failedAt ? { failed: false, failedAt: props.resetKey } : null;
  }

  /** Renders the children again (their failed code is asked for anew: see GuardedRoute). */
  private readonly retry = () => this.setState({ failed: false });

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Logged for developers; fans see only the calm message.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage onRetry={this.retry} /> : this.props.children;
  }
}
