import { useRef, useState, type FormEvent } from 'react';
import {
  FEEDBACK_MAX,
  FEEDBACK_TYPES,
  feedbackContentProblem,
  type FeedbackCreateRequest,
  type FeedbackType,
} from '@contracts/feedback';
import { charCount } from '@contracts/userText';
import { isRefusal } from '@shared/http';
import { showToast } from '@shared/overlays';
import { ImagePicker, joinedPaths, useImagePicker } from '@shared/ui/imagePicker';
import { SubmitFooter, useSubmit } from '@shared/ui/submit';
import { sendFeedback } from './api';
import { newRequestId } from '@shared/http';
import { SEND_FAILED_TEXT, type FeedbackSubject } from './rules';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

/**
 * The feedback form (product-spec §3 "Feedback"): a reason (the index type), the text, up to six
 * pictures with the shared picker, then 提交 — one request per tap, with the subject (a plan, an
 * interpretation, an article) when there is one; the text's rule and 图片url为空 are said before
 * anything is sent. One requestId per attempt — kept while the feedback stays the same, so a retry
 * after no answer sends it once; new after a change or a refusal.
 */
export function FeedbackForm({
  types,
  initialType,
  subject,
  onSent,
}: {
  types: readonly FeedbackType[];
  initialType: FeedbackType;
  subject: FeedbackSubject | null;
  onSent: () => void;
}) {
  const [type, setType] = useState<FeedbackType>(initialType);
  const [content, setContent] = useState('');
  const form = useSubmit(SEND_FAILED_TEXT);
  const attempt = useRef<{ signature: string; requestId: string } | null>(null);
  const requestIdFor = (fields: object): string => {
    const signature = JSON.stringify(fields);
    if (attempt.current?.signature !== signature)
      attempt.current = { signature, requestId: newRequestId() };
    return attempt.current.requestId;
  };
  const picker = useImagePicker();
  const length = charCount(content.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const problem = feedbackContentProblem(content);
    if (problem) return form.setError(problem);
    const pictures = joinedPaths(picker.images);
    if (!pictures.ok) {
      form.setError(null);
      return void showToast(pictures.message);
    }
    const fields = {
      content: content.trim(),
      type,
      picturePath: pictures.value,
      ...(subject === null ? {} : { subjectKind: subject.kind, subjectId: subject.id }),
    };
    const input: FeedbackCreateRequest = { ...fields, requestId: requestIdFor(fields) };
    void form.run(async () => {
      try {
        await sendFeedback(input);
      } catch (failure) {
        // A refusal ends the attempt; no answer (network, timeout, 5xx) keeps its id for the retry.
        if (isRefusal(failure)) attempt.current = null;
        throw failure;
      }
      onSent();
    });
  };

  return (
    <form className="fb-form" onSubmit={submit} noValidate>
      <section className="fb-section">
        <h2 className="fb-section__title">反馈类型</h2>
        <div
          className="fb-types"
          role="radiogroup"
          aria-label="反馈类型"
          onKeyDown={(event) => onRovingKeyDown(event, { role: 'radio', vertical: true })}
        >
          {types.map((t, index) => (
            <button
              key={t}
              type="button"
              role="radio"
              aria-checked={t === type}
              tabIndex={rovingTabIndex(t === type, index, types.includes(type))}
              className={`fb-type${t === type ? ' is-active' : ''}`}
              data-testid={`feedback-type-${t}`}
              onClick={() => setType(t)}
            >
              {FEEDBACK_TYPES[t]}
            </button>
          ))}
        </div>
      </section>
      <section className="fb-section">
        <h2 className="fb-section__title">反馈内容</h2>
        <div className="fb-text">
          <textarea
            className="fb-text__field"
            data-testid="feedback-content"
            aria-label="反馈内容"
            placeholder="请描述您遇到的问题或建议（至少5个字）"
            rows={6}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          <span className={`fb-text__count${length > FEEDBACK_MAX ? ' is-over' : ''}`}>
            {length}/{FEEDBACK_MAX}
          </span>
        </div>
      </section>
      <section className="fb-section">
        <h2 className="fb-section__title">图片（选填，最多{picker.max}张）</h2>
        <ImagePicker picker={picker} label="上传图片" testId="feedback-images" />
      </section>
      <SubmitFooter form={form} label="提交" prefix="fb" testId="feedback" />
    </form>
  );
}
