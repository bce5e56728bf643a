import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Shown when a screen throws: the fan keeps a way forward instead of a blank page. */
export function RouteErrorPage() {
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
    </div>
  );
}

/**
 * Catches what a screen throws while rendering (a failed chunk load included). Keyed by the path
 * where it is used, so leaving the broken page gives the next one a fresh start.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Logged for developers; fans see only the calm message.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
