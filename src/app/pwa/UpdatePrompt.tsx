import { useState } from 'react';
import './updatePrompt.css';

/**
 * The bar that offers a new version (issue 38 §1): 发现新版本 · 刷新. It blocks nothing: the fan
 * may go on with the version on screen, or close it and get the new one at the next start.
 * 刷新 lets the new version's worker take over, and the page reloads when it has.
 */
export function UpdatePrompt({
  onReload,
  onDismiss,
}: {
  onReload: () => void;
  onDismiss: () => void;
}) {
  const [reloading, setReloading] = useState(false);
  return (
    <div className="app-update" role="status" data-testid="app-update">
      <span className="app-update__text">发现新版本</span>
      <span className="app-update__dot" aria-hidden="true">
        ·
      </span>
      <button
        type="button"
        className="app-update__reload"
        data-testid="app-update-reload"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        {reloading ? '正在刷新…' : '刷新'}
      </button>
      <button
        type="button"
        className="app-update__close"
        aria-label="关闭"
        data-testid="app-update-close"
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  );
}
