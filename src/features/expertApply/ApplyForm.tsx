import { useState, type FormEvent } from 'react';
import { APPLY_REASON_MAX } from '@contracts/expertApply';
import { charCount } from '@contracts/userText';
import { SmsCodeButton } from '@features/account';
import { showToast } from '@shared/overlays';
import { ImagePicker, URL_EMPTY_TEXT, useImagePicker } from '@shared/ui/imagePicker';
import { SubmitFooter, useSubmit } from '@shared/ui/submit';
import { submitApplication } from './api';
import { applicationOf, BALLS, maskedPhone } from './rules';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

/**
 * The application form (product-spec §3 "Expert application"): the ball type, the reason, up to six
 * images of the fan's record, the id card's two sides, and a type-50 code to the bound phone; one
 * request per tap. A problem of the form is said before anything is sent (图片url为空 as a toast).
 */
export function ApplyForm({ phone, onApplied }: { phone: string; onApplied: () => void }) {
  const [pickedId, setPickedId] = useState<1 | 2>(1);
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const form = useSubmit('提交失败，请稍后重试');
  const images = useImagePicker();
  const front = useImagePicker({ max: 1 });
  const back = useImagePicker({ max: 1 });
  const length = charCount(reason.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const filled = applicationOf({
      applyReason: reason,
      pickedId,
      images: images.images,
      front: front.images,
      back: back.images,
      code,
    });
    if (!filled.ok) {
      if (filled.message === URL_EMPTY_TEXT) return void showToast(filled.message);
      return form.setError(filled.message);
    }
    void form.run(async () => {
      await submitApplication(filled.value);
      onApplied();
    });
  };

  return (
    <form className="ea-form" onSubmit={submit} noValidate>
      <section className="ea-section">
        <h2 className="ea-section__title">申请球类</h2>
        <div
          className="ea-balls"
          role="radiogroup"
          aria-label="申请球类"
          onKeyDown={(event) => onRovingKeyDown(event, { role: 'radio', vertical: true })}
        >
          {BALLS.map((ball, index) => (
            <button
              key={ball.id}
              type="button"
              role="radio"
              aria-checked={ball.id === pickedId}
              tabIndex={rovingTabIndex(
                ball.id === pickedId,
                index,
                BALLS.some((b) => b.id === pickedId),
              )}
              className={`ea-ball${ball.id === pickedId ? ' is-active' : ''}`}
              data-testid={`apply-ball-${ball.id}`}
              onClick={() => setPickedId(ball.id)}
            >
              {ball.name}专家
            </button>
          ))}
        </div>
      </section>
      <section className="ea-section">
        <h2 className="ea-section__title">申请理由</h2>
        <textarea
          className="ea-text"
          data-testid="apply-reason"
          aria-label="申请理由"
          placeholder="介绍您的分析经验、擅长的联赛和过往战绩（10-500字）"
          rows={5}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <span className={`ea-count${length > APPLY_REASON_MAX ? ' is-over' : ''}`}>
          {length}/{APPLY_REASON_MAX}
        </span>
      </section>
      <section className="ea-section">
        <h2 className="ea-section__title">战绩截图（选填，最多{images.max}张）</h2>
        <ImagePicker picker={images} label="上传截图" testId="apply-images" />
      </section>
      <section className="ea-section">
        <h2 className="ea-section__title">身份证照片</h2>
        <div className="ea-idcard">
          <ImagePicker picker={front} label="身份证正面" testId="apply-front" />
          <ImagePicker picker={back} label="身份证反面" testId="apply-back" />
        </div>
        <p className="ea-hint">仅用于审核身份，与实名认证信息一致方可通过</p>
      </section>
      <section className="ea-section">
        <h2 className="ea-section__title">短信验证</h2>
        <div className="ea-code">
          <input
            className="ea-code__input"
            data-testid="apply-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="请输入验证码"
            aria-label="短信验证码"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <SmsCodeButton type={50} phone={phone} />
        </div>
        <p className="ea-hint">验证码将发送至 {maskedPhone(phone)}</p>
      </section>
      <SubmitFooter form={form} label="提交申请" prefix="ea" testId="apply" />
    </form>
  );
}
