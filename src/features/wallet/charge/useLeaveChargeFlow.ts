import { useNavigate } from 'react-router-dom';
import { currentChannel, homeEntryPath } from '@shared/channels';
import { takeBackToHome } from './backToHome';

/**
 * Leaving the result page (product-spec §4 "Leaving the charge flow"). With the back-to-home marker
 * the history resets to home: back would otherwise land in the provider's pages. `to` is where the
 * fan asked to go (home for 完成 / 返回首页); without it, back.
 */
export function useLeaveChargeFlow() {
  const navigate = useNavigate();
  return (to?: string) => {
    const channel = currentChannel().channel;
    const home = homeEntryPath(channel);
    if (takeBackToHome(channel)) {
      void navigate(home, { replace: true });
      // Home stays below another target, so back from it does not reach the provider either.
      if (to !== undefined && to !== home) void navigate(to);
      return;
    }
    if (to !== undefined) void navigate(to);
    else if (window.history.length > 1) void navigate(-1);
    else void navigate(home, { replace: true });
  };
}
