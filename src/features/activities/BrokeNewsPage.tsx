import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { feedbackContentProblem, FEEDBACK_MAX } from '@contracts/feedback';
import { charCount } from '@contracts/userText';
import { failureText, isRefusal, newRequestId } from '@shared/http';
import { showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { PageHeader } from '@shared/ui';
import { ImagePicker, joinedPaths, useImagePicker } from '@shared/ui/imagePicker';
import { sendTip } from './api';
import './activities.css';

/**
 * 爆料 (`broke-news`, issue 37 §4): a fan's news tip — the text and up to six pictures with the
 * shared picker — kept as feedback of type 8, so it shows in 我的反馈 with any reply. One request
 * id per attempt, so a retry after no answer sends it once.
 */
export default function BrokeNewsPage() {
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const picked = useImagePicker();
  // Uploads need a login: a visitor is asked for it before a picture goes up, not shown 上传失败.
  const picker = {
    ...picked,
    add: (files: readonly File[]) => (isLoggedIn() ? picked.add(files) : requireLogin()),
  };
  const attempt = useRef<string | null>(null);
  const countId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isLoggedIn()) return requireLogin();
    const problem = feedbackContentProblem(content);
    if (problem) return void showToast(problem);
    const pictures = joinedPaths(picker.images);
    if (!pictures.ok) return void showToast(pictures.message);
    attempt.current ??= newRequestId();
    setBusy(true);
    try {
      await sendTip({
        content: content.trim(),
        picturePath: pictures.value,
        requestId: attempt.current,
      });
      setSent(true);
    } catch (error) {
      if (isRefusal(error)) attempt.current = null;
      if (!handleNeedsLogin(error)) void showToast(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  if (sent)
    return (
      <div className="page hd-page" data-testid="broke-news-sent">
        <PageHeader title="爆料" />
        <p className="hd-notice">爆料已提交，感谢你的线索！</p>
        <Link className="hd-link" to={hrefFor('user/feedback-list')}>
          在我的反馈中查看
        </Link>
      </div>
    );
  return (
    <div className="page hd-page" data-testid="broke-news">
      <PageHeader title="爆料" />
      <form className="hd-form" onSubmit={(e) => void submit(e)} noValidate>
        <textarea
          value={content}
          maxLength={FEEDBACK_MAX}
          placeholder="说说你知道的赛事新闻、转会或伤病消息…"
          // A placeholder is gone once the fan types: the field keeps a name of its own.
          aria-label="爆料内容"
          aria-describedby={countId}
          onChange={(e) => setContent(e.target.value)}
          data-testid="broke-news-text"
        />
        <p className="hd-count" id={countId}>
          {charCount(content.trim())}/{FEEDBACK_MAX}
        </p>
        <ImagePicker picker={picker} label="上传图片" testId="broke-news-images" />
        <button type="submit" className="hd-button" disabled={busy}>
          {busy ? '提交中...' : '提交爆料'}
        </button>
      </form>
    </div>
  );
}
