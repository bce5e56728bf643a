import { useState } from 'react';
import {
  EVALUATION_DIMENSION_NAMES,
  EVALUATION_DIMENSIONS,
  type EvaluationState,
} from '@contracts/interpretationEvaluation';
import { showToast } from '@shared/overlays';
import { useResource } from '@shared/resource';
import { useLoggedIn } from '@shared/session';
import { SubmitFooter, useSubmit } from '@shared/ui/submit';
import { fetchEvaluationCoupon, sendEvaluation } from './api';
import { evaluationResource } from './resources';
import { completeStars, missingDimension, type StarsDraft } from './rules';
import { StarRow } from './StarRow';
import './evaluation.css';

function EvaluationForm({ id, onDone }: { id: number; onDone: (s: EvaluationState) => void }) {
  const [draft, setDraft] = useState<StarsDraft>({});
  const form = useSubmit('评价失败，请重试');
  const submit = () => {
    const stars = completeStars(draft);
    if (!stars) {
      const missing = missingDimension(draft);
      form.setError(`请为「${missing ? EVALUATION_DIMENSION_NAMES[missing] : ''}」打分`);
      return;
    }
    void form.run(async () => {
      onDone(await sendEvaluation(id, stars));
      // The evaluation may have earned a coupon (评价有礼): say so; a failed check says thanks.
      const coupon = await fetchEvaluationCoupon(id).catch(() => null);
      void showToast(coupon?.sent ? coupon.msg : '评价成功，感谢您的反馈');
    });
  };
  return (
    <form
      className="jd-eval__form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {EVALUATION_DIMENSIONS.map((d) => (
        <StarRow
          key={d}
          dimension={d}
          value={draft[d]}
          onChange={(n) => setDraft((x) => ({ ...x, [d]: n }))}
        />
      ))}
      <SubmitFooter form={form} label="提交评价" prefix="jd-eval" testId="jiedu-eval" />
    </form>
  );
}

/**
 * 评价解读 under a bought reading: the three dimensions' stars once it settled (sent once), the
 * stars given afterwards, or why not yet (解读结算后才能评价). Nothing for a visitor or a fan who
 * did not buy it: there is nothing for them to judge.
 */
export function EvaluationSection({ id }: { id: number }) {
  const loggedIn = useLoggedIn();
  const state = useResource(evaluationResource, id, { enabled: loggedIn });
  const [given, setGiven] = useState<EvaluationState | null>(null);
  const current = given ?? state.data;
  if (!loggedIn || !current) return null;
  if (!current.buyer) return null;
  return (
    <section className="jd-eval" data-testid="jiedu-eval">
      <h3 className="jd-eval__title">评价解读</h3>
      {current.state === 'done' && current.mine ? (
        <div data-testid="jiedu-eval-done">
          {EVALUATION_DIMENSIONS.map((d) => (
            <StarRow key={d} dimension={d} value={current.mine?.[d]} />
          ))}
          <p className="jd-eval__note">您已评价</p>
        </div>
      ) : current.state === 'open' ? (
        <EvaluationForm id={id} onDone={setGiven} />
      ) : (
        <p className="jd-eval__note" data-testid="jiedu-eval-closed">
          {current.reason}
        </p>
      )}
    </section>
  );
}
