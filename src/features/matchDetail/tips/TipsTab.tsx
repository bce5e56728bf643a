import { useState } from 'react';
import { TIP_SORT, type TipSort } from '@contracts/matchcenter';
import { currencyLabel, currentChannel } from '@shared/channels';
import { failureText, serverNow } from '@shared/http';
import { PagedSection } from '@shared/paging';
import { TabEmpty, TabError, TabSkeleton } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { TipCard } from './TipCard';
import { TIP_SORTS, tipKey } from './rules';
import { useTipPages, type TipPagesView } from './useTipPages';
import { SPORT } from '@domain/sport';
import './tips.css';

/**
 * 方案: the plans and interpretations experts published on this match, newest, cheapest or best
 * record first, ten at a time. Listing is public and shows prices; reading a paid tip happens on
 * its own page, which a card opens.
 */
export default function TipsTab({ match, sport }: DetailTabProps) {
  const [sort, setSort] = useState<TipSort>(TIP_SORT.newest);
  const pages = useTipPages(match.matchId, SPORT[sport], sort);
  return (
    <div className="mdt-tab" data-testid="tips-tab">
      <SortSwitch sort={sort} onChange={setSort} />
      <TipsBody pages={pages} />
    </div>
  );
}

function SortSwitch({ sort, onChange }: { sort: TipSort; onChange: (s: TipSort) => void }) {
  return (
    <div className="mdt-sorts" role="group" aria-label="排序">
      {TIP_SORTS.map((s) => (
        <button
          key={s.sort}
          type="button"
          className={`mdt-sort${s.sort === sort ? ' mdt-sort--on' : ''}`}
          aria-pressed={s.sort === sort}
          data-testid="tip-sort"
          data-sort={s.sort}
          onClick={() => onChange(s.sort)}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}

/** The first page's states (the tab's skeleton, error with retry, empty text), then the list. */
function TipsBody({ pages }: { pages: TipPagesView }) {
  if (pages.status === 'error')
    return <TabError message={failureText(pages.error)} onRetry={pages.retry} />;
  if (pages.status !== 'ready') return <TabSkeleton />;
  if (pages.items.length === 0) return <TabEmpty text="暂无专家方案" />;
  return <TipList pages={pages} />;
}

function TipList({ pages }: { pages: TipPagesView }) {
  const now = serverNow();
  const unit = currencyLabel(currentChannel().channel);
  return (
    <PagedSection pages={pages} className="md-section mdt-list" moreTestId="tips-more" pull={false}>
      {pages.totals && (
        <p className="mdt-count" data-testid="tips-count">
          方案 {pages.totals.planTotal} · 解读 {pages.totals.jdTotal}
        </p>
      )}
      {pages.items.map((tip) => (
        <TipCard key={tipKey(tip)} tip={tip} now={now} unit={unit} />
      ))}
    </PagedSection>
  );
}
