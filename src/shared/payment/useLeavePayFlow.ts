import { useNavigate } from 'react-router-dom';
import { currentChannel, homeEntryPath } from '../channels';
import { takeBackToHome } from './backToHome';

/** How the result page leaves for `to`: the location state it carries, and whether it replaces. */
export interface LeaveOptions {
  state?: unknown;
  replace?: boolean;
}

/**
 * Leaving a pay result page — a top-up's, a plan's paid directly — (product-spec §4 "Leaving the
 * charge flow"). With the back-to-home marker the history resets to home: back would otherwise land
 * in the provider's pages. `to` is where the fan asked to go (home for 完成 / 返回首页, or where the
 * result leads); without it, back.
 */
export function useLeavePayFlow() {
  const navigate = useNavigate();
  return (to?: string, options: LeaveOptions = {}) => {
    const channel = currentChannel().channel;
    const home = homeEntryPath(channel);
    if (takeBackToHome(channel)) {
      void navigate(home, { replace: true });
      // Home stays below another target, so back from it does not reach the provider either.
      if (to !== undefined && to !== home) void navigate(to, { state: options.state });
      return;
    }
    if (to !== undefined) void navigate(to, options);
    else if (window.history.length > 1) void navigate(-1);
    else void navigate(home, { replace: true });
  };
}
