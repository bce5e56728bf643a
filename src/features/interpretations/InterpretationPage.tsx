import { useParams } from 'react-router-dom';
import { FeedbackLink } from '@features/feedback';
import { SubjectNotes } from '@features/notes';
import { readingIdOf } from '@features/plans/parts';
import { failureText } from '@shared/http';
import { PullToRefresh } from '@shared/paging';
import { useResource } from '@shared/resource';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { EvaluationSection } from './evaluation/EvaluationSection';
import { InterpretationBody } from './InterpretationBody';
import { interpretationResource } from './resources';
import { isInterpretationNotFound } from './rules';

const NOT_FOUND_TEXT = '解读不存在';

function InterpretationView({ id }: { id: number }) {
  const reading = useResource(interpretationResource, id);
  const refresh = reading.reload;
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={reading.refreshing}
      onRefresh={refresh}
    >
      {reading.data ? (
        <>
          <InterpretationBody reading={reading.data} onReload={refresh} />
          <EvaluationSection id={id} />
          <SubjectNotes subject={{ kind: 'interpretation', id }} />
          <FeedbackLink subject={{ kind: 'interpretation', id }} />
        </>
      ) : reading.loading ? (
        <Skeleton rows={8} testId="jiedu-skeleton" />
      ) : isInterpretationNotFound(reading.error) ? (
        <EmptyState text={NOT_FOUND_TEXT} testId="jiedu-not-found" />
      ) : (
        <ErrorState message={failureText(reading.error)} onRetry={refresh} testId="jiedu-error" />
      )}
    </PullToRefresh>
  );
}

/**
 * 解读详情 (`tjInterpretation/{id}`, product-spec §2 "Interpretations"): the teaser for everyone, the
 * content after purchase. An id that is not a number is no reading: no call is made for it.
 */
export default function InterpretationPage() {
  const id = readingIdOf(useParams().id);
  return (
    <div className="page plan-page" data-testid="jiedu-page">
      <PageHeader title="解读详情" />
      {id === null ? (
        <EmptyState text={NOT_FOUND_TEXT} testId="jiedu-not-found" />
      ) : (
        <InterpretationView key={id} id={id} />
      )}
    </div>
  );
}
