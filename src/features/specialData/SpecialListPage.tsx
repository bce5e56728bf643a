import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import type { PlanMatch } from '@contracts/plans';
import { europeOutcomeNames } from '@contracts/sportdata/specialData';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { detailHref } from './links';
import { MatchRow } from './MatchRow';
import {
  betfairListResource,
  discreteListResource,
  kellyListResource,
  sameOddsListResource,
} from './resources';
import {
  dispersionOpens,
  LIST_TITLES,
  listKindOf,
  moneyText,
  percentText,
  sameOddsOpens,
  sportOfList,
  volumesOpen,
  type ListKind,
} from './rules';
import { useOpenRow } from './useOpenRow';
import './specialData.css';

/**
 * A special list (`special/kelly`, `special/dispersed`, `special/betfair`, `special/proportion`,
 * `bk-kelly/list`, `bk-dispersed/list`, and `special-data-list?type=` for any model): today's and
 * the live matches the books price, in play first, each with its model's figures. A row opens the
 * match's page only when the model has data for it (product-spec §5), else 暂无数据.
 */
export default function SpecialListPage() {
  const location = useLocation();
  const [query] = useSearchParams();
  const kind = listKindOf(location.pathname, query.get('type'));
  if (kind === 'windVane') return <Navigate to={hrefFor('wind-mark-lis')} replace />;
  return (
    <div className="page sd-page" data-testid="special-list" data-kind={kind ?? ''}>
      <PageHeader title={kind ? LIST_TITLES[kind] : '特色数据'} />
      {kind === null ? (
        <EmptyState text="没有这项特色数据" testId="special-unknown" />
      ) : (
        <>
          <IntroLink kind={kind} />
          <Rows kind={kind} />
        </>
      )}
    </div>
  );
}

function IntroLink({ kind }: { kind: ListKind }) {
  const raceType = sportOfList(kind);
  const href =
    kind === 'kelly' || kind === 'bkKelly'
      ? hrefFor('bk-kelly/introduce', { raceType })
      : kind === 'dispersed' || kind === 'bkDispersed'
        ? hrefFor('bk-dispersed/introduce', { raceType })
        : kind === 'sameOdds'
          ? hrefFor('same-odds-introduce')
          : null;
  if (!href) return null;
  return (
    <Link className="sd-intro-link" to={href} data-testid="special-intro-link">
      什么是{LIST_TITLES[kind].replace('篮球', '')}？›
    </Link>
  );
}

function Rows({ kind }: { kind: ListKind }) {
  switch (kind) {
    case 'kelly':
    case 'bkKelly':
      return <KellyRows kind={kind} />;
    case 'dispersed':
    case 'bkDispersed':
      return <DiscreteRows kind={kind} />;
    case 'betfair':
    case 'proportion':
      return <BetfairRows kind={kind} />;
    case 'sameOdds':
      return <SameOddsRows />;
  }
}

function List<T extends { match: PlanMatch }>({
  items,
  row,
}: {
  items: readonly T[];
  row: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <EmptyState text="今日暂无比赛" testId="special-empty" />;
  return <ul className="sd-rows">{items.map(row)}</ul>;
}

/** Outcome names over their figures, in a small grid. */
function Figures({
  sport,
  rows,
}: {
  sport: number;
  rows: ReadonlyArray<{ label: string; values: readonly string[] }>;
}) {
  const names = europeOutcomeNames(sport);
  return (
    <span
      className="sd-figures"
      style={{ gridTemplateColumns: `4rem repeat(${names.length}, 1fr)` }}
    >
      <span />
      {names.map((n) => (
        <span key={n} className="sd-figures__name">
          {n}
        </span>
      ))}
      {rows.map((r) => [
        <span key={r.label} className="sd-figures__label">
          {r.label}
        </span>,
        ...r.values.map((v, i) => (
          <span key={`${r.label}${i}`} className="sd-figures__value" data-testid="special-figure">
            {v}
          </span>
        )),
      ])}
    </span>
  );
}

function KellyRows({ kind }: { kind: 'kelly' | 'bkKelly' }) {
  const sport = sportOfList(kind);
  const view = useResource(kellyListResource, sport);
  const { openKelly, busy } = useOpenRow();
  return (
    <Loaded view={view} rows={6} testId="special">
      {(data) => (
        <List
          items={data.list}
          row={(item) => (
            <MatchRow
              key={item.match.matchId}
              match={item.match}
              busy={busy === item.match.matchId}
              onOpen={() =>
                void openKelly(item.match.matchId, detailHref(kind, item.match.matchId))
              }
            >
              <Figures
                sport={sport}
                rows={[
                  { label: '凯利均值', values: item.now.kellyMean.map((k) => k.toFixed(3)) },
                  { label: '凯利方差', values: item.now.kellyVariance.map((v) => v.toFixed(4)) },
                ]}
              />
              <span className="sd-row__note">{item.now.books}家机构</span>
            </MatchRow>
          )}
        />
      )}
    </Loaded>
  );
}

function DiscreteRows({ kind }: { kind: 'dispersed' | 'bkDispersed' }) {
  const sport = sportOfList(kind);
  const view = useResource(discreteListResource, sport);
  const { open } = useOpenRow();
  return (
    <Loaded view={view} rows={6} testId="special">
      {(data) => (
        <List
          items={data.list}
          row={(item) => (
            <MatchRow
              key={item.match.matchId}
              match={item.match}
              onOpen={() =>
                open(detailHref(kind, item.match.matchId), dispersionOpens(item.now.books))
              }
            >
              <Figures
                sport={sport}
                rows={[
                  { label: '初盘离散', values: item.opening.variance.map((v) => v.toFixed(4)) },
                  { label: '即时离散', values: item.now.variance.map((v) => v.toFixed(4)) },
                ]}
              />
              <span className="sd-row__note">{item.now.books}家机构</span>
            </MatchRow>
          )}
        />
      )}
    </Loaded>
  );
}

function BetfairRows({ kind }: { kind: 'betfair' | 'proportion' }) {
  const view = useResource(betfairListResource);
  const { open } = useOpenRow();
  return (
    <Loaded view={view} rows={6} testId="special">
      {(data) => (
        <List
          items={data.list}
          row={(item) => (
            <MatchRow
              key={item.match.matchId}
              match={item.match}
              onOpen={() =>
                open(
                  detailHref(kind, item.match.matchId),
                  volumesOpen(item.volumes, item.match.sport),
                )
              }
            >
              <Figures
                sport={item.match.sport}
                rows={[
                  { label: '成交占比', values: item.shares.map(percentText) },
                  ...(kind === 'betfair'
                    ? [{ label: '成交量', values: item.volumes.map(moneyText) }]
                    : []),
                ]}
              />
              <span className="sd-row__note">总成交 {moneyText(item.total)}</span>
            </MatchRow>
          )}
        />
      )}
    </Loaded>
  );
}

function SameOddsRows() {
  const view = useResource(sameOddsListResource);
  const { open } = useOpenRow();
  return (
    <Loaded view={view} rows={6} testId="special">
      {(data) => (
        <List
          items={data.list}
          row={(item) => (
            <MatchRow
              key={item.match.matchId}
              match={item.match}
              onOpen={() => open(detailHref('sameOdds', item.match.matchId), sameOddsOpens(item))}
            >
              <span className="sd-row__note" data-testid="special-figure">
                同欧赔 {item.europe}场 · 同亚盘 {item.asia}场 · 同大小 {item.bigsmall}场
              </span>
            </MatchRow>
          )}
        />
      )}
    </Loaded>
  );
}
