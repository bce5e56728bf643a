import { useState } from 'react';
import type { PublishOptions } from '@contracts/plans';
import { currencyLabel, currentChannel } from '@shared/channels';
import { resolveDraft } from './draft';
import { GamePicker } from './GamePicker';
import { MatchList } from './MatchList';
import { PickedMatch } from './PickedMatch';
import { PriceField } from './PriceField';
import { PublishBar } from './PublishBar';
import { PublishSummary } from './PublishSummary';
import { TextFields } from './TextFields';
import type { PublishDraftState } from './usePublishDraft';
import type { PublishKind } from './rules';
import type { useSubmitPublish } from './useSubmitPublish';

/**
 * The form over the options of the moment: first the match — two days of matches is a long list,
 * so the rest of the form shows once one is picked (what was typed stays) — then its games, the
 * texts, the price, what will be published, and 发布. A tap with something missing sends nothing
 * and says what (the fields' own problems show from then on).
 */
export function PublishForm({
  options,
  form,
  publish,
  kind = 'plan',
}: {
  /** A plan, or an interpretation (解读, jingcai or 十四场: no 不中退款). */
  kind?: PublishKind;
  options: PublishOptions;
  form: PublishDraftState;
  publish: ReturnType<typeof useSubmitPublish>;
}) {
  const [tried, setTried] = useState(false);
  const resolved = resolveDraft(form.draft, options);
  const unit = currencyLabel(currentChannel().channel);
  const { offer } = resolved;
  const noun = kind === 'plan' ? '方案' : '解读';

  const onPublish = () => {
    if (resolved.input) void publish.submit(resolved.input);
    else setTried(true);
  };
  const message =
    (resolved.dailyLimitReached || tried ? resolved.problem : null) ?? publish.failure;

  return (
    <>
      {offer ? (
        <>
          <PickedMatch match={offer.match} onChange={() => form.pickMatch(null)} />
          <GamePicker
            games={offer.games}
            picks={resolved.picks}
            hint={form.pickHint}
            onTap={form.tapOption}
          />
          <TextFields
            title={form.draft.title}
            summary={form.draft.summary}
            showProblems={tried}
            onTitle={form.setTitle}
            onSummary={form.setSummary}
            noun={noun}
          />
          <PriceField
            prices={options.prices}
            price={resolved.price}
            refundIfLost={resolved.refundIfLost}
            unit={unit}
            onPrice={form.setPrice}
            onRefund={kind === 'plan' ? form.setRefundIfLost : undefined}
            noun={noun}
          />
          <PublishSummary resolved={resolved} unit={unit} noun={noun} />
        </>
      ) : (
        <MatchList matches={options.matches} onPick={form.pickMatch} />
      )}
      <PublishBar
        todayCount={options.todayCount}
        dailyLimit={options.dailyLimit}
        message={message}
        sending={publish.sending}
        limitReached={resolved.dailyLimitReached}
        onPublish={onPublish}
      />
    </>
  );
}
