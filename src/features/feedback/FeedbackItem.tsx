import { Link } from 'react-router-dom';
import type { FeedbackItem as Item, FeedbackSubjectKind } from '@contracts/feedback';
import { appConfig } from '@shared/config/appConfig';
import { date2 } from '@shared/format';
import { openPhotoViewer } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { uploadedImageSrc } from '@shared/ui/imagePicker';
import { SUBJECT_WORDS } from './rules';

/** Where a listed subject leads: its own page. */
const SUBJECT_HREF: Record<FeedbackSubjectKind, (id: number) => string> = {
  plan: (id) => hrefFor('plan', { id }),
  interpretation: (id) => hrefFor('tjInterpretation', { id }),
  article: (id) => hrefFor('expert-article', { id }),
};

/**
 * One feedback of 我的反馈: reason, time, the plan, interpretation or article it is about, the text,
 * pictures and the reply.
 */
export function FeedbackItem({ item }: { item: Item }) {
  const pictures = item.pictures
    .map((path) => uploadedImageSrc(path, appConfig.apiHost))
    .filter((src): src is string => src !== null);
  return (
    <li className="fb-item" data-testid="feedback-item">
      <div className="fb-item__head">
        <span className="fb-item__type">{item.typeName}</span>
        <time className="fb-item__time">{date2(item.createdAt, 'yyyy-MM-dd HH:mm')}</time>
      </div>
      {item.subject && (
        <Link
          className="fb-item__subject"
          to={SUBJECT_HREF[item.subject.kind](item.subject.id)}
          data-testid="feedback-item-subject"
          data-kind={item.subject.kind}
        >
          {SUBJECT_WORDS[item.subject.kind].listPrefix}：{item.subject.title}
        </Link>
      )}
      <p className="fb-item__content">{item.content}</p>
      {pictures.length > 0 && (
        <div className="fb-item__pictures">
          {pictures.map((src, index) => (
            <button
              key={src}
              type="button"
              className="fb-item__picture"
              aria-label={`查看图片${index + 1}`}
              onClick={() => void openPhotoViewer(pictures, index)}
            >
              <img src={src} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {item.reply ? (
        <div className="fb-item__reply" data-testid="feedback-reply">
          <span className="fb-item__reply-label">客服回复</span>
          <p>{item.reply}</p>
        </div>
      ) : (
        <p className="fb-item__waiting">等待客服回复</p>
      )}
    </li>
  );
}
