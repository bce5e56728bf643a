import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { TodayRow } from './TodayRow';

/** Today's big matches of both sports, upcoming and live, by kick-off. */
export function TodayList({ ids }: { ids: readonly number[] }) {
  return (
    <section className="home-section" aria-labelledby="home-today-title" data-testid="home-today">
      <h2 className="home-section__title" id="home-today-title">
        今日焦点
        <Link to={hrefFor('tabs/match')} className="home-section__more">
          全部比赛 ›
        </Link>
      </h2>
      {ids.length === 0 ? (
        <div className="home-empty" data-testid="home-today-empty">
          <p>今天暂无焦点赛事</p>
          <Link to={hrefFor('tabs/match')} className="home-empty__link">
            查看赛程
          </Link>
        </div>
      ) : (
        <ul className="home-today">
          {ids.map((id) => (
            <TodayRow key={id} id={id} />
          ))}
        </ul>
      )}
    </section>
  );
}
