import { lazy, Suspense, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { LiveCard } from './LiveCard';

const LiveSwiper = lazy(() => import('./LiveSwiper'));

/** The cards in a plain horizontal scroller: what shows while swiper loads (same size, no jump). */
function PlainStrip({ ids }: { ids: readonly number[] }) {
  return (
    <div className="home-strip__plain">
      {ids.map((id) => (
        <div key={id} className="home-strip__slide">
          <LiveCard id={id} />
        </div>
      ))}
    </div>
  );
}

/**
 * The live-now strip: the hottest matches in play, or a calm empty state with the schedule. Swiper
 * (24 KB gzipped) is fetched at the fan's first intent on the strip (touch, pointer, focus), not
 * with the page: the cards show at once in a native scroller, and the first load stays small
 * (docs/decisions/home.md).
 */
export function LiveStrip({ ids }: { ids: readonly number[] }) {
  const [enhanced, setEnhanced] = useState(false);
  const enhance = () => setEnhanced(true);
  // A card reached with Tab swaps the strip for swiper's: that card takes focus again there.
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const enhanceOnFocus = (event: FocusEvent) => {
    if (enhanced) return;
    setFocusedId(event.target.closest<HTMLElement>('[data-match-id]')?.dataset.matchId ?? null);
    enhance();
  };
  return (
    <section className="home-section" aria-labelledby="home-live-title" data-testid="home-live">
      <h2 className="home-section__title" id="home-live-title">
        <span className="home-live-dot" aria-hidden="true" />
        正在进行
      </h2>
      {ids.length === 0 ? (
        <div className="home-empty" data-testid="home-live-empty">
          <p>暂无进行中的比赛</p>
          <Link to={hrefFor('tabs/match')} className="home-empty__link">
            查看赛程
          </Link>
        </div>
      ) : (
        <div
          className="home-strip"
          data-testid="live-strip"
          onTouchStart={enhance}
          onPointerEnter={enhance}
          onFocus={enhanceOnFocus}
        >
          {enhanced ? (
            <Suspense fallback={<PlainStrip ids={ids} />}>
              <LiveSwiper ids={ids} focusedId={focusedId} />
            </Suspense>
          ) : (
            <PlainStrip ids={ids} />
          )}
        </div>
      )}
    </section>
  );
}
