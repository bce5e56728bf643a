import { useEffect, useRef } from 'react';
import { ShareTexts } from './texts';

/** What the sheet shows: its menu, a link to copy by hand, or the picture being made. */
export type View =
  | { kind: 'menu' }
  | { kind: 'manual'; link: string }
  | { kind: 'image'; status: 'making' }
  | { kind: 'image'; status: 'done'; png: string }
  | { kind: 'image'; status: 'failed' };

/** The link, selected for copying by hand when the Clipboard API did not copy it. */
export function ManualCopy({ link, onDone }: { link: string; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <>
      <p className="share-sheet__title">{ShareTexts.manual}</p>
      <input
        ref={field}
        className="share-sheet__link"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        aria-label="分享链接"
        data-testid="share-manual-link"
      />
      <button type="button" className="share-sheet__cancel" onClick={onDone}>
        完成
      </button>
    </>
  );
}

export function ImageView({
  view,
  fileName,
  onRetry,
  onClose,
}: {
  view: Extract<View, { kind: 'image' }>;
  fileName: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <>
      {view.status === 'making' && (
        <p className="share-sheet__title" aria-busy="true" data-testid="share-image-making">
          {ShareTexts.making}
        </p>
      )}
      {view.status === 'failed' && (
        <div className="share-sheet__failed">
          <p role="alert" data-testid="share-image-failed">
            {ShareTexts.failed}
          </p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={onRetry}
            data-testid="share-image-retry"
          >
            重试
          </button>
        </div>
      )}
      {view.status === 'done' && (
        <div className="share-sheet__picture">
          <img src={view.png} alt="分享图片" className="share-sheet__png" data-testid="share-png" />
          <p className="share-sheet__hint">
            {ShareTexts.saveHint}
            <a href={view.png} download={fileName} data-testid="share-download">
              下载图片
            </a>
          </p>
        </div>
      )}
      <button type="button" className="share-sheet__cancel" onClick={onClose}>
        关闭
      </button>
    </>
  );
}
