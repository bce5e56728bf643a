import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentChannel } from '@shared/channels';
import { adJumpTarget, openJump } from '@shared/jumps';
import { useResource } from '@shared/resource';
import { adsResource } from './resources';
import './ads.css';

/**
 * A location's first advert as a banner (the set-meal screen's head advert, product-spec §2): nothing
 * while it loads, when the location has none, when the call fails, or when its image does not load —
 * an advert never leaves a broken picture or an error in a fan's way. A tap follows where it leads
 * (`@shared/jumps`' adJumpTarget, the one mapping of every advert); one leading nowhere only shows.
 */
export function AdBanner({ location, testId }: { location: number; testId: string }) {
  const navigate = useNavigate();
  const ads = useResource(adsResource, location);
  const [failed, setFailed] = useState<string | null>(null);
  const ad = ads.data?.[0];
  if (!ad || failed === ad.imageUrl) return null;
  const image = (
    <img
      className="ad-banner__img"
      src={ad.imageUrl}
      alt={ad.title}
      width={750}
      height={200}
      onError={() => setFailed(ad.imageUrl)}
    />
  );
  const target = adJumpTarget(ad, currentChannel().agentId);
  return target === null ? (
    <div className="ad-banner" data-testid={testId}>
      {image}
    </div>
  ) : (
    <button
      type="button"
      className="ad-banner"
      data-testid={testId}
      onClick={() => openJump(target, (href) => void navigate(href))}
    >
      {image}
    </button>
  );
}
