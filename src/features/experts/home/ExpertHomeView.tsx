import { useState } from 'react';
import type { ExpertHome } from '@contracts/experts';
import { ShareButton } from '@features/share';
import { failureText } from '@shared/http';
import { PullToRefresh } from '@shared/paging';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { expertHomeResource } from '../resources';
import { EXPERT_NOT_FOUND_TEXT, isExpertNotFound } from '../rules';
import { ExpertHead } from './ExpertHead';
import { HomeTabs } from './HomeTabs';
import { GoodAtBlock, MonthBlock } from './MonthBlock';
import { RecordBlock } from './RecordBlock';
import { ShareBar } from './ShareBar';

function HomeBody({ home, share, round }: { home: ExpertHome; share: boolean; round: number }) {
  return (
    <>
      <ExpertHead home={home} share={share} />
      {!share && (
        <ShareButton
          placement="row"
          target={{
            kind: 'expert',
            expertId: home.expert.id,
            title: `${home.expert.nickname}的主页`,
          }}
        />
      )}
      <RecordBlock record={home.record} formula={home.returnFormula} />
      <MonthBlock month={home.month} />
      <GoodAtBlock leagues={home.goodAt} expertId={home.expert.id} qiuFlag={home.qiuFlag} />
      <HomeTabs expertId={home.expert.id} qiuFlag={home.qiuFlag} round={round} />
      {share && <ShareBar expertId={home.expert.id} />}
    </>
  );
}

/**
 * The expert home for one expert: one call per visit (coming back after logging in must show the
 * follow as it is now), pulled to refresh — the head again, and the lists of the tabs from their
 * first page (`round`), the tabs chosen staying as they were.
 */
export function ExpertHomeView({ expertId, share }: { expertId: number; share: boolean }) {
  const home = useResource(expertHomeResource, expertId);
  const [round, setRound] = useState(0);
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={home.refreshing}
      onRefresh={() => {
        setRound((r) => r + 1);
        home.reload();
      }}
    >
      {home.data ? (
        <HomeBody home={home.data} share={share} round={round} />
      ) : home.loading ? (
        <Skeleton rows={8} testId="expert-home-skeleton" />
      ) : isExpertNotFound(home.error) ? (
        <EmptyState text={EXPERT_NOT_FOUND_TEXT} testId="expert-not-found" />
      ) : (
        <ErrorState
          message={failureText(home.error)}
          onRetry={home.reload}
          testId="expert-home-error"
        />
      )}
    </PullToRefresh>
  );
}
