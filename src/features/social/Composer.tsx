import { useRef, useState, type FormEvent } from 'react';
import { SNS_POLL_MAX_OPTIONS, SNS_POLL_MIN_OPTIONS, SNS_POST_MAX } from '@contracts/social';
import { charCount } from '@contracts/userText';
import { isRefusal, newRequestId } from '@shared/http';
import { handleNeedsLogin } from '@shared/session';
import { showToast } from '@shared/overlays';
import { ImagePicker, joinedPaths, useImagePicker } from '@shared/ui/imagePicker';
import { SubmitFooter, useSubmit } from '@shared/ui/submit';
import { publishPost } from './api';
import { pollOptionsOf, postTextProblem } from './rules';

const EMPTY_POLL = Array.from({ length: SNS_POLL_MIN_OPTIONS }, () => '');

/**
 * 发帖: the text, up to six pictures (the shared picker: each with its progress bar, 只能上传6张图片,
 * 图片url为空 while one has no url), and an optional poll of two to six options. One request per
 * tap; a retry after no answer keeps its requestId (the server posts once), a refusal starts anew.
 */
export function Composer({
  circleId,
  circleName,
  onClose,
  onPosted,
}: {
  circleId: number;
  circleName: string;
  onClose: () => void;
  onPosted: () => void;
}) {
  const [content, setContent] = useState('');
  const [polling, setPolling] = useState(false);
  const [options, setOptions] = useState<string[]>(EMPTY_POLL);
  const picker = useImagePicker();
  const form = useSubmit('发布失败，请稍后重试');
  const requestId = useRef(newRequestId());
  const length = charCount(content.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const problem = postTextProblem(content);
    if (problem) return form.setError(problem);
    const pictures = joinedPaths(picker.images);
    if (!pictures.ok) {
      form.setError(null);
      return void showToast(pictures.message);
    }
    const pollOptions = pollOptionsOf(options);
    if (polling && pollOptions.length < SNS_POLL_MIN_OPTIONS)
      return form.setError(`投票至少需要${SNS_POLL_MIN_OPTIONS}个选项`);
    void form.run(async () => {
      try {
        await publishPost({
          circleId,
          content: content.trim(),
          picturePath: pictures.value,
          ...(polling ? { poll: { options: pollOptions } } : {}),
          requestId: requestId.current,
        });
      } catch (failure) {
        if (handleNeedsLogin(failure)) return;
        if (isRefusal(failure)) requestId.current = newRequestId();
        throw failure;
      }
      void showToast('发布成功');
      onPosted();
    });
  };

  return (
    <form className="sns-composer" onSubmit={submit} noValidate data-testid="sns-composer">
      <header className="sns-composer__bar">
        <button type="button" className="sns-composer__cancel" onClick={onClose}>
          取消
        </button>
        <span className="sns-composer__title">发帖到「{circleName}」</span>
      </header>
      <div className="sns-composer__text">
        <textarea
          aria-label="帖子内容"
          placeholder="分享你的看法…"
          rows={6}
          value={content}
          data-testid="sns-composer-text"
          onChange={(e) => setContent(e.target.value)}
        />
        <span className={`sns-composer__count${length > SNS_POST_MAX ? ' is-over' : ''}`}>
          {length}/{SNS_POST_MAX}
        </span>
      </div>
      <ImagePicker picker={picker} label="添加图片" testId="sns-composer-images" />
      <label className="sns-composer__poll-toggle">
        <input
          type="checkbox"
          checked={polling}
          data-testid="sns-composer-poll"
          onChange={(e) => setPolling(e.target.checked)}
        />
        发起投票
      </label>
      {polling && (
        <ol className="sns-composer__options">
          {options.map((option, index) => (
            <li key={index}>
              <input
                aria-label={`选项${index + 1}`}
                placeholder={`选项${index + 1}`}
                value={option}
                data-testid="sns-composer-option"
                onChange={(e) =>
                  setOptions((all) => all.map((o, i) => (i === index ? e.target.value : o)))
                }
              />
            </li>
          ))}
          {options.length < SNS_POLL_MAX_OPTIONS && (
            <li>
              <button
                type="button"
                className="sns-composer__add-option"
                data-testid="sns-composer-add-option"
                onClick={() => setOptions((all) => [...all, ''])}
              >
                + 添加选项
              </button>
            </li>
          )}
        </ol>
      )}
      <SubmitFooter form={form} label="发布" prefix="sns-composer" testId="sns-composer" />
    </form>
  );
}
