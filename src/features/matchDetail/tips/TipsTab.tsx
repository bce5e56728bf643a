import { useState } from 'react';
import { TIP_SORT, type TipSort, type TipsPage } from '@contracts/matchcenter';
import { currencyLabel, currentChannel } from '@shared/channels';
import { serverNow } from '@shared/http';
import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { LoadMore } from './LoadMore';
import { TipCard } from './TipCard';
import { TIP_SORTS, tipKey } from './rules';
import { useTipPages, type TipPagesView } from './useTipPages';
import './tips.css';

/**
 * 方案: the plans and interpretations experts published on this match, newest, cheapest or best
 * record first, ten at a time. Listing is public and shows prices; reading a paid tip happens on
 * its own page, which a card opens.
 */
export default function TipsTab({ match, sport }: DetailTabProps) {
  const [sort, setSort] = useState<TipSort>(TIP_SORT.newest);
  const pages = useTipPages(match.matchId, sport === 'basketball' ? 2 : 1, sort);
  return (
    <div className="mdt-tab" data-testid="tips-tab">
      <SortSwitch sort={sort} onChange={setSort} />
      <JobContent view={pages.first} emptyText="暂无专家方案" isEmpty={(d) => d.list.length === 0}>
        {(first) => <TipList first={first} pages={pages} />}
      </JobContent>
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

function TipList({ first, pages }: { first: TipsPage; pages: TipPagesView }) {
  const now = serverNow();
  const unit = currencyLabel(currentChannel().channel);
  return (
    <section className="md-section mdt-list">
      <p className="mdt-count" data-testid="tips-count">
        方案 {first.planTotal} · 解读 {first.jdTotal}
      </p>
      {pages.items.map((tip) => (
        <TipCard key={tipKey(tip)} tip={tip} now={now} unit={unit} />
      ))}
      <LoadMore
        hasMore={pages.hasMore}
        loading={pages.loadingMore}
        error={pages.moreError}
        onLoad={pages.loadMore}
      />
    </section>
  );
}
