import { Link } from 'react-router-dom';
import type { WindVaneCard } from '@contracts/windVane';
import { date2 } from '@shared/format';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { fetchWindPage } from './api';
import { FlowBars } from './FlowBars';
import { Locked } from './Locked';
import { leadText } from './rules';
import './windVane.css';

const LIVE_TEXT = '进行中';

function Card({ card }: { card: WindVaneCard }) {
  const { match } = card;
  const started = match.status !== 0;
  return (
    <Link
      className="wv-card"
      to={hrefFor('wind-mark-lis/vip-exclusive-data', { matchId: match.matchId })}
      data-testid="wind-card"
      data-match-id={match.matchId}
    >
      <div className="wv-card__head">
        <span>{match.leagueName}</span>
        <span>{started ? LIVE_TEXT : date2(match.matchTime, 'MM-dd HH:mm')}</span>
      </div>
      <p className="wv-card__teams">
        {match.homeName}
        <b>{started ? `${match.homeScore} - ${match.awayScore}` : 'VS'}</b>
        {match.awayName}
      </p>
      {card.now && card.flow ? (
        <>
          <p className="wv-card__lead" data-testid="wind-lead">
            {leadText(card.lead)} · {card.books}家机构
          </p>
          <FlowBars now={card.now} flow={card.flow} />
        </>
      ) : (
        <p className="wv-card__lead is-locked">{card.books}家机构 · 开通会员查看资金流向</p>
      )}
    </Link>
  );
}

/**
 * 风向标 (`wind-mark-lis`, issue 35 §2): football matches in play and to come with the books'
 * consensus — the chances now, how far each moved since the books opened and where the money went
 * — each opening its exclusive data. A fan who is not a member sees the matches, what there is to
 * see, and the way to join.
 */
export default function WindVaneListPage() {
  const pages = usePagedList<WindVaneCard, number>(
    () => ({
      first: 1,
      keyOf: (card) => card.match.matchId,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchWindPage(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [],
  );
  const locked = pages.items.length > 0 && pages.items.every((c) => c.now === null);
  const placeholder = pagedPlaceholder(pages, 'wind', '暂无可查看风向标的比赛');
  return (
    <div className="page wv-page" data-testid="wind-list-page">
      <PageHeader title="风向标" />
      {locked && <Locked books={0} />}
      <PagedSection pages={pages} placeholder={placeholder} testId="wind-list">
        {pages.items.map((card) => (
          <Card key={card.match.matchId} card={card} />
        ))}
      </PagedSection>
    </div>
  );
}
