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
import { kindOfQuery, PUBLISH_KINDS, sportOfQuery, type PublishKind } from './rules';
import { SportSwitch } from './SportSwitch';
import { usePublishDraft, type PublishDraftState } from './usePublishDraft';
import { useSubmitPublish } from './useSubmitPublish';
import './publish.css';

const NotesEntry = lazy(noteBlocks.entry);

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
  const options = useResource(publishOptionsResource, { kind, sport });
  if (isNotExpert(options.error))
    return <NotExpert message={failureText(options.error, '您还不是专家，暂不能发布方案')} />;
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={options.refreshing}
      onRefresh={options.reload}
    >
      {/* A channel without basketball publishes football only, as 十四场 does: no switch to offer. */}
      {kind !== 'sfc' && isFeatureVisible(currentChannel().channel, 'basketball') && (
        <SportSwitch active={sport ?? options.data?.qiuFlag ?? null} onSwitch={onSwitch} />
      )}
      {options.data && (
        <Link
          className="pub-posted-link"
          to={
            kind === 'plan'
              ? hrefFor('my-post-plan', { expertId: options.data.expertId, tab: 'all' })
              : hrefFor('my-post-jiedu', { tab: 'all' })
          }
          data-testid="publish-posted-link"
        >
          {kind === 'plan' ? '我发布的方案 ›' : '我发布的解读 ›'}
        </Link>
      )}
      {kind === 'sfc' && options.data?.matches.length === 0 && (
        <p className="pub-hint" data-testid="publish-no-issue">
          十四场解读只能发布在售胜负彩期次的比赛，当前期次已停售或尚未开售。
        </p>
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
 * survives a change of ball type; the match and its picks do not. 方案 / 竞彩解读 / 十四场解读
 * chooses what is published (`kind=jiedu` or `sfc`: an interpretation, issue 34).
 */
export default function PublishPage() {
  const [query, setQuery] = useSearchParams();
  const sport = sportOfQuery(query.get('matchType'));
  const form = usePublishDraft();
  // ?kind=jiedu or sfc publishes an interpretation (解读) with the same form; the rest is a plan.
  const kind = kindOfQuery(query.get('kind'));
  const publish = useSubmitPublish(kind);
  const switchKind = (next: PublishKind) => {
    // 十四场 offers other matches: a match picked for another kind is not kept.
    form.pickMatch(null);
    publish.clearFailure();
    const params = new URLSearchParams(query);
    if (next === 'plan') params.delete('kind');
    else params.set('kind', next);
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
        options={PUBLISH_KINDS}
        value={kind}
        onChange={switchKind}
        label="发布类型"
        testId="publish-kind"
        className="pub-kinds"
        optionClassName="pub-kinds__tab"
        selectedClassName="is-active"
      />
      <OptionsView
        kind={kind}
        key={`${kind}:${sport ?? 'default'}`}
        sport={sport}
        onSwitch={switchSport}
        form={form}
        publish={publish}
      />
    </div>
  );
}
