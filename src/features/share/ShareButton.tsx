import { lazy, Suspense, useState } from 'react';
import type { ShareTarget } from './links';
import './shareButton.css';

// The sheet, its links and the picture maker load on the first tap, not with the page.
const ShareSheet = lazy(() => import('./ShareSheet'));

/** An arrow leaving a tray: the share mark a row of controls has room for (beside the follow star). */
function ShareGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 12v7h14v-7M12 15V4M7.5 8.5 12 4l4.5 4.5" />
    </svg>
  );
}

/**
 * 分享: opens the share sheet for a match, a plan or an expert. `inline` is a mark in a row of
 * controls (the match header, beside the follow star); `row` is a line of its own under a card. The button
 * and its row are left out of share images (data-share-skip).
 */
export function ShareButton({
  target,
  placement = 'inline',
}: {
  target: ShareTarget;
  placement?: 'inline' | 'row';
}) {
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className={`share-button share-button--${placement}`}
      aria-haspopup="dialog"
      aria-label="分享"
      title="分享"
      data-share-skip=""
      data-testid="share-button"
      onClick={() => setOpen(true)}
    >
      {placement === 'inline' ? <ShareGlyph /> : '分享'}
    </button>
  );
  return (
    <>
      {placement === 'row' ? (
        <div className="share-row" data-share-skip="">
          {button}
        </div>
      ) : (
        button
      )}
      {open && (
        <Suspense fallback={null}>
          <ShareSheet target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
