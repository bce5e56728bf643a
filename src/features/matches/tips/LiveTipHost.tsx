import { useEffect } from 'react';
import { after } from '@schedulers';
import { dismissLiveTip, useLiveTipStore } from './tipStore';
import './tips.css';
import { LIVE_TIP_MS } from './timings';

/**
 * Shows the first queued live tip for LIVE_TIP_MS, then the next. Mount once per list screen; the
 * text is plain text (team names come from the server). It is for the eye: a screen reader hears the
 * tips of followed matches through the app's one live region (announce.ts), not twice.
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
      aria-hidden="true"
      data-testid="live-tip"
      data-match-id={tip.matchId}
    >
      {tip.text}
    </div>
  );
}
