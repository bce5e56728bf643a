import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PUBLISH_REFUSAL_CODES } from '@contracts/plans';
import { noteBlocks } from '@features/notes';
import { currentChannel, isFeatureVisible } from '@shared/channels';
import { failureText, isApiError } from '@shared/http';
import { PullToRefresh } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { ChoiceRow, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { publishOptionsResource } from './resources';
import { NotExpert } from './NotExpert';
import { PublishForm } from './PublishForm';
import { sportOfQuery } from './rules';
import { SportSwitch } from './SportSwitch';
import { usePublishDraft, type PublishDraftState } from './usePublishDraft';
import { useSubmitPublish, type PublishKind } from './useSubmitPublish';
import './publish.css';

const NotesEntry = lazy(noteBlocks.entry);

const KIND_TABS = [
  { value: 'plan' as const, label: '方案' },
  { value: 'jiedu' as const, label: '解读' },
];

const isNotExpert = (error: unknown) =>
  isApiError(error) && error.code === PUBLISH_REFUSAL_CODES.notExpert;

/** The options of one ball type (one view per type: a switch asks afresh), then the form over them. */
function OptionsView({
  sport,
  onSwitch,
  form,
  publish,
  kind,
}: {
  kind: PublishKind;
  sport: 1 | 2 | null;
  onSwitch: (sport: 1 | 2) => void;
  form: PublishDraftState;
  publish: ReturnType<typeof useSubmitPublish>;
}) {
  const options = useResource(publishOptionsResource, sport);
  if (isNotExpert(options.error))
    return <NotExpert message={failureText(options.error, '您还不是专家，暂不能发布方案')} />;
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={options.refreshing}
      onRefresh={options.reload}
    >
      {/* A channel without basketball publishes football only: no switch to offer. */}
      {isFeatureVisible(currentChannel().channel, 'basketball') && (
        <SportSwitch active={sport ?? options.data?.qiuFlag ?? null} onSwitch={onSwitch} />
      )}
      {options.data && (
        <Link
          className="pub-posted-link"
          to={hrefFor('my-post-plan', { expertId: options.data.expertId, tab: 'all' })}
          data-testid="publish-posted-link"
        >
          我发布的方案 ›
        </Link>
      )}
      {options.data && (
        <Suspense fallback={null}>
          <NotesEntry />
        </Suspense>
      )}
      {options.data ? (
        <PublishForm options={options.data} form={form} publish={publish} kind={kind} />
      ) : options.loading ? (
        <Skeleton rows={8} testId="publish-skeleton" />
      ) : (
        <ErrorState
          message={failureText(options.error)}
          onRetry={options.reload}
          testId="publish-error"
        />
      )}
    </PullToRefresh>
  );
}

/**
 * 发布推荐 (`publish/zqtj/{code}?matchType=&tab=`, issue 19 §2): an expert picks a match open for
 * publishing, one or two of its games with the odds now, writes a title and the free analysis, sets
 * a price and 不中退款, and publishes — then lands on the new plan. `matchType` is the ball type
 * (1 football, 2 basketball); without it the server offers the expert's own. The typed text
 * survives a change of ball type; the match and its picks do not. 方案 / 解读 chooses what is
 * published (`kind=jiedu`: an interpretation, issue 34).
 */
export default function PublishPage() {
  const [query, setQuery] = useSearchParams();
  const sport = sportOfQuery(query.get('matchType'));
  const form = usePublishDraft();
  // ?kind=jiedu publishes an interpretation (解读) with the same form; the rest is a plan.
  const kind: PublishKind = query.get('kind') === 'jiedu' ? 'interpretation' : 'plan';
  const publish = useSubmitPublish(kind);
  const switchKind = (next: 'plan' | 'jiedu') => {
    publish.clearFailure();
    const params = new URLSearchParams(query);
    if (next === 'jiedu') params.set('kind', 'jiedu');
    else params.delete('kind');
    setQuery(params, { replace: true });
  };
  const switchSport = (next: 1 | 2) => {
    form.pickMatch(null);
    publish.clearFailure();
    const params = new URLSearchParams(query);
    params.set('matchType', String(next));
    setQuery(params, { replace: true });
  };
  return (
    <div className="page pub-page" data-testid="publish-page">
      <PageHeader title="发布推荐" />
      <ChoiceRow
        options={KIND_TABS}
        value={kind === 'plan' ? 'plan' : 'jiedu'}
        onChange={switchKind}
        label="发布类型"
        testId="publish-kind"
        className="pub-kinds"
        optionClassName="pub-kinds__tab"
        selectedClassName="is-active"
      />
      <OptionsView
        kind={kind}
        key={sport ?? 'default'}
        sport={sport}
        onSwitch={switchSport}
        form={form}
        publish={publish}
      />
    </div>
  );
}
