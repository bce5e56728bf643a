import { hrefFor } from '@shared/routes';
import { redPacketsShown } from './RedPacketBadge';

/**
 * 红包记录 on a match page whose red packet is on: the way to the match's rounds and this fan's
 * results (match-packet/packet). Nothing where the channel hides red packets. A plain hash link (the
 * app is hash-routed), so the header renders wherever it is drawn, with or without a router.
 */
export function MatchPacketLink({ matchId }: { matchId: number }) {
  if (!redPacketsShown()) return null;
  return (
    <a
      className="rp-record-link"
      href={`#${hrefFor('match-packet/packet', undefined, { matchId })}`}
      data-testid="match-packet-link"
    >
      红包记录
    </a>
  );
}
