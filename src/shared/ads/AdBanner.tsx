import { useState } from 'react';
import { Link } from 'react-router-dom';
import { currentChannel } from '@shared/channels';
import { adJumpTarget } from '@shared/jumps';
import { useResource } from '@shared/resource';
import { adsResource } from './resources';
import './ads.css';

/**
 * A location's first advert as a banner (the set-meal screen's head advert, product-spec §2): nothing
 * while it loads, when the location has none, when the call fails, or when its image does not load —
 * an advert never leaves a broken picture or an error in a fan's way. Where a tap leads is
 * `@shared/jumps`' adJumpTarget, the one mapping of every jump kind (product-spec §9): a page of the
 * app opens inside it; another site (its agentId appended) opens outside it, in a new tab, so the
 * app stays where the fan was; an advert leading nowhere only shows. Both are real links: a fan can
 * see where one goes before following it.
 */
export function AdBanner({ location, testId }: { location: number; testId: string }) {
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
  if (target === null)
    return (
      <div className="ad-banner" data-testid={testId}>
        {image}
      </div>
    );
  if (target.kind === 'route')
    return (
      <Link className="ad-banner" to={target.href} data-testid={testId}>
        {image}
      </Link>
    );
  return (
    <a
      className="ad-banner"
      href={target.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
    >
      {image}
    </a>
  );
}
