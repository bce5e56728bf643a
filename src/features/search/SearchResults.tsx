import type { ReactNode } from 'react';
import type { SearchAnswer, SearchKind, SearchScope } from '@contracts/search';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { useResource } from '@shared/resource';
import { currentChannel } from '@shared/channels';
import { ChoiceRow, EmptyState, Loaded } from '@shared/ui';
import { fetchSearch } from './api';
import { ExpertHit, LeagueHit, MatchHit, PlanHit, PostHit } from './Hits';
import { KIND_LABEL, searchTabsFor, shownKind } from './rules';
import { searchPreviewResource } from './resources';

/** Each kind's section of an answer, its row and its key. */
const KINDS: readonly {
  kind: SearchKind;
  section: (a: SearchAnswer) => { list: readonly unknown[]; hasMore: boolean };
  row: (item: never) => ReactNode;
  key: (item: never) => number;
}[] = [
  {
    kind: 'match',
    section: (a) => a.matches,
    row: (m: SearchAnswer['matches']['list'][number]) => <MatchHit key={m.matchId} match={m} />,
    key: (m: SearchAnswer['matches']['list'][number]) => m.matchId,
  },
  {
    kind: 'expert',
    section: (a) => a.experts,
    row: (e: SearchAnswer['experts']['list'][number]) => <ExpertHit key={e.id} expert={e} />,
    key: (e: SearchAnswer['experts']['list'][number]) => e.id,
  },
  {
    kind: 'plan',
    section: (a) => a.plans,
    row: (p: SearchAnswer['plans']['list'][number]) => <PlanHit key={p.id} plan={p} />,
    key: (p: SearchAnswer['plans']['list'][number]) => p.id,
  },
  {
    kind: 'post',
    section: (a) => a.posts,
    row: (p: SearchAnswer['posts']['list'][number]) => <PostHit key={p.id} post={p} />,
    key: (p: SearchAnswer['posts']['list'][number]) => p.id,
  },
  {
    kind: 'league',
    section: (a) => a.leagues,
    row: (l: SearchAnswer['leagues']['list'][number]) => <LeagueHit key={l.leagueId} league={l} />,
    key: (l: SearchAnswer['leagues']['list'][number]) => l.leagueId,
  },
];

const kindOf = (kind: SearchKind) => KINDS.find((k) => k.kind === kind)!;

/** 全部: the first hits of every kind, each section with 查看更多 when more follow. */
function Preview({ words, onTab }: { words: string; onTab: (tab: SearchScope) => void }) {
  const view = useResource(searchPreviewResource, words);
  return (
    <Loaded view={view} rows={4} testId="home-search-results">
      {(answer) => {
        const channel = currentChannel().channel;
        const filled = KINDS.filter(
          (k) => shownKind(k.kind, channel) && k.section(answer).list.length > 0,
        );
        if (filled.length === 0)
          return <EmptyState text={`没有找到与“${words}”相关的内容`} testId="home-search-empty" />;
        return (
          <div data-testid="home-search-preview">
            {filled.map(({ kind, section, row }) => (
              <section
                key={kind}
                className="hs-section"
                data-testid={`home-search-section-${kind}`}
              >
                <h2 className="hs-section__title">
                  {KIND_LABEL[kind]}
                  {section(answer).hasMore && (
                    <button
                      type="button"
                      className="hs-section__action"
                      onClick={() => onTab(kind)}
                      data-testid={`home-search-more-${kind}`}
                    >
                      查看更多
                    </button>
                  )}
                </h2>
                {section(answer).list.map((item) => row(item as never))}
              </section>
            ))}
          </div>
        );
      }}
    </Loaded>
  );
}

/** One kind: its hits page by page under the window's scroll. */
function KindList({ words, kind }: { words: string; kind: SearchKind }) {
  const { section, row, key } = kindOf(kind);
  const pages = usePagedList(
    () => ({
      first: 1,
      keyOf: (item: unknown) => key(item as never),
      fetchPage: async (pageNo: number, { signal }) => {
        const part = section(await fetchSearch(words, kind, pageNo, signal));
        return { items: part.list, next: part.hasMore ? pageNo + 1 : null };
      },
    }),
    [words, kind],
  );
  return (
    <PagedSection
      pages={pages}
      placeholder={pagedPlaceholder(
        pages,
        'home-search-kind',
        `没有找到与“${words}”相关的${KIND_LABEL[kind]}`,
      )}
      testId={`home-search-list-${kind}`}
    >
      {pages.items.map((item) => row(item as never))}
    </PagedSection>
  );
}

/** The results of a word by tab: 全部 / 比赛 / 专家 / 方案 / 帖子 (where the channel shows the circles) / 联赛. */
export function SearchResults({
  words,
  tab,
  onTab,
}: {
  words: string;
  tab: SearchScope;
  onTab: (tab: SearchScope) => void;
}) {
  return (
    <>
      <ChoiceRow
        options={searchTabsFor(currentChannel().channel)}
        value={tab}
        onChange={onTab}
        label="搜索结果分类"
        testId="home-search-tab"
        className="hs-tabs"
        optionClassName="hs-tab"
        selectedClassName="hs-tab--on"
      />
      {tab === 'all' ? (
        <Preview words={words} onTab={onTab} />
      ) : (
        <KindList key={`${tab}:${words}`} words={words} kind={tab} />
      )}
    </>
  );
}
