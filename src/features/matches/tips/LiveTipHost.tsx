import { useEffect } from 'react';
import { after } from '@schedulers';
import { dismissLiveTip, useLiveTipStore } from './tipStore';
import './tips.css';
import { LIVE_TIP_MS } from './timings';

/**
 * Shows the first queued live tip for LIVE_TIP_MS, then the next. Mount once per list screen; the
 * text is plain text (team names come from the server).
 */
export function LiveTipHost() {
  const tip = useLiveTipStore((state) => state.queue[0]);
  const id = tip?.id;
  useEffect(() => {
    if (id === undefined) return undefined;
    return after(LIVE_TIP_MS, () => dismissLiveTip(id));
  }, [id]);
  if (!tip) return null;
  return (
    <div
      key={tip.id}
      className={`live-tip live-tip--${tip.kind}`}
      role="status"
      aria-live="polite"
      data-testid="live-tip"
      data-match-id={tip.matchId}
    >
      {tip.text}
    </div>
  );
}
