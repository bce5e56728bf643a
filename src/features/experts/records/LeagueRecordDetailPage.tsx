import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RETURN_FORMULA, type SliceRecord } from '@contracts/experts';
import type { PlanCard } from '@contracts/plans';
import { currencyLabel, currentChannel } from '@shared/channels';
import { failureText } from '@shared/http';
import { PagedSection, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { INTERPRETATION_GAMES, isInterpretationGameId } from '@contracts/interpretation';
import { PlanRow } from '../home/PlanRow';
import { isExpertNotFound, LEAGUE_PERIODS } from '../rules';
import { fetchLeagueRecordDetail } from './api';
import { RecordLine } from './RecordLine';
import { sliceOf, type LeagueSlice } from './rules';
import '../experts.css';
import './records.css';

const NO_SLICE_TEXT = '战绩不存在';

function sliceTitle(leagueName: string, slice: LeagueSlice): string {
  const game = isInterpretationGameId(slice.gameId)
    ? INTERPRETATION_GAMES[slice.gameId].name
    : '全部玩法';
  const period = LEAGUE_PERIODS.find((p) => p.dateIndex === slice.dateIndex)?.label ?? '全部';
  return `${leagueName} · ${game} · ${period}`;
}

function SliceView({ slice }: { slice: LeagueSlice }) {
  // The record line rides on the first page's answer: one call per page, the line read once.
  const [head, setHead] = useState<{ leagueName: string; record: SliceRecord } | null>(null);
  const pages = usePagedList<PlanCard, number>(
    () => ({
      first: 1,
      keyOf: (plan) => plan.id,
      fetchPage: async (pageNo, { signal }) => {
        const answer = await fetchLeagueRecordDetail(slice, pageNo, signal);
        if (pageNo === 1) setHead({ leagueName: answer.leagueName, record: answer.record });
        return { items: answer.page.list, next: answer.page.hasMore ? pageNo + 1 : null };
      },
    }),
    [slice.expertId, slice.leagueId, slice.gameId, slice.dateIndex],
  );
  // A 404 (no such expert or league) is said, not offered again.
  if (pages.status === 'error' && isExpertNotFound(pages.error))
    return <EmptyState text={NO_SLICE_TEXT} testId="slice-not-found" />;
  if (pages.status === 'error')
    return (
      <ErrorState message={failureText(pages.error)} onRetry={pages.retry} testId="slice-error" />
    );
  if (pages.status !== 'ready' && !head) return <Skeleton rows={6} testId="slice-loading" />;
  const unit = currencyLabel(currentChannel().channel);
  return (
    <>
      {head && (
        <section className="xp-card" data-testid="slice-head">
          <h2 className="xp-slice__title" data-testid="slice-title">
            {sliceTitle(head.leagueName, slice)}
          </h2>
          <RecordLine record={head.record} formula={RETURN_FORMULA} />
          <p className="xp-slice__links">
            <Link
              to={hrefFor('public/expertJdByLeague', undefined, {
                expertId: slice.expertId,
                leagueId: slice.leagueId,
              })}
              data-testid="slice-league-ranking"
            >
              {head.leagueName}专家榜
            </Link>
            <Link
              to={hrefFor('public/expertHome', { expertId: slice.expertId })}
              data-testid="slice-expert-home"
            >
              专家主页
            </Link>
          </p>
        </section>
      )}
      {pages.items.length === 0 && pages.status === 'ready' ? (
        <EmptyState text="暂无方案" testId="slice-empty" />
      ) : (
        <PagedSection pages={pages} testId="slice-plans" moreTestId="slice-more" pull={false}>
          {pages.items.map((plan) => (
            <PlanRow key={plan.id} plan={plan} unit={unit} />
          ))}
        </PagedSection>
      )}
    </>
  );
}

/**
 * 战绩详情 (`leagueRecordDetail/{option}`; issue 37 §3): the plans behind one row of an expert's
 * league record — one league, one game or all, one period — newest first and paged, under the
 * record line of the same slice (picks N中M and hit rate as the row counted them, settled plans and
 * their return). An option that names no slice makes no call.
 */
export default function LeagueRecordDetailPage() {
  const slice = sliceOf(useParams().option);
  return (
    <div className="page xp-page" data-testid="league-record-detail-page">
      <PageHeader title="战绩详情" />
      {slice === null ? (
        <EmptyState text={NO_SLICE_TEXT} testId="slice-not-found" />
      ) : (
        <SliceView key={JSON.stringify(slice)} slice={slice} />
      )}
    </div>
  );
}
