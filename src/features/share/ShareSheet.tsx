import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@shared/a11y';
import { appNameFor, currentChannel } from '@shared/channels';
import { showToast, useCloseOnNavigation } from '@shared/overlays';
import { useResource } from '@shared/resource';
import { useLoggedIn } from '@shared/session';
import { copyWithCheck } from './clipboard';
import {
  appBaseOf,
  qqShareUrl,
  shareLink,
  sourceCodeOf,
  weiboShareUrl,
  type ShareChannel,
  type ShareTarget,
} from './links';
import { capturedParts } from './poster';
import { shareInfoResource } from './resources';
import { makeShareImage } from './shareImage';
import { ImageView, ManualCopy, type View } from './SheetViews';
import { ShareTexts } from './texts';
import './share.css';

type Action = ShareChannel | 'image';

const ACTIONS: readonly { key: Action; label: string; glyph: string }[] = [
  { key: 'wechat', label: '微信', glyph: '微' },
  { key: 'qq', label: 'QQ', glyph: 'Q' },
  { key: 'weibo', label: '微博', glyph: '博' },
  { key: 'copy', label: '复制链接', glyph: '链' },
  { key: 'image', label: '保存图片', glyph: '图' },
];

/** The picture's file name when downloaded. */
function fileNameOf(target: ShareTarget): string {
  const id =
    target.kind === 'match'
      ? target.matchId
      : target.kind === 'plan'
        ? target.planId
        : target.expertId;
  return `share-${target.kind}-${id}.png`;
}

/**
 * The share sheet: 微信 / QQ / 微博 / 复制链接 / 保存图片 (docs/decisions/sharing.md). A link names the
 * target's share page with the fan's share code (when logged in) and the source code of where it
 * goes; 保存图片 draws the card the fan is looking at as a PNG. Closes on navigation.
 */
export default function ShareSheet({
  target,
  onClose,
}: {
  target: ShareTarget;
  onClose: () => void;
}) {
  useCloseOnNavigation(true, onClose);
  // Focus stays in the sheet, Escape closes it, and focus returns to 分享 (issue 38 §3).
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose);
  const loggedIn = useLoggedIn();
  const info = useResource(shareInfoResource, undefined, { enabled: loggedIn });
  const [view, setView] = useState<View>({ kind: 'menu' });
  const [drawable] = useState(() => capturedParts(document, target.kind).length > 0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const { channel, agentId } = currentChannel();
  const appName = appNameFor(agentId);
  // A failed share info still shares: the link then names no sharer.
  const ready = !loggedIn || !info.loading;
  const linkFor = (to: ShareChannel) =>
    shareLink(
      target,
      { shareInfoId: info.data?.shareInfoId ?? null, source: sourceCodeOf(to, channel) },
      appBaseOf(window.location),
    );

  const copy = async (to: ShareChannel, told: string) => {
    const link = linkFor(to);
    const outcome = await copyWithCheck(link);
    if (!alive.current) return;
    if (outcome === 'copied') {
      void showToast(told);
      onClose();
    } else setView({ kind: 'manual', link });
  };

  const makeImage = async () => {
    setView({ kind: 'image', status: 'making' });
    try {
      const sharer = info.data
        ? { nickname: info.data.jcobMember.nickname, image: info.data.image }
        : null;
      const png = await makeShareImage(capturedParts(document, target.kind), { appName, sharer });
      if (alive.current) setView({ kind: 'image', status: 'done', png });
    } catch {
      if (alive.current) setView({ kind: 'image', status: 'failed' });
    }
  };

  const act = async (action: Action) => {
    if (action === 'image') return makeImage();
    if (action === 'copy') return copy('copy', ShareTexts.copied);
    if (action === 'wechat') {
      // The phone's own share sheet reaches WeChat where there is one; elsewhere the link is copied.
      const link = linkFor('wechat');
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: target.title, url: link });
          if (alive.current) onClose();
          return;
        } catch (error) {
          if ((error as { name?: unknown }).name === 'AbortError') return;
        }
      }
      return copy('wechat', ShareTexts.copiedForWechat);
    }
    const link = linkFor(action);
    window.open(
      action === 'qq' ? qqShareUrl(link, target.title) : weiboShareUrl(link, target.title),
      '_blank',
      'noopener',
    );
    onClose();
  };

  return createPortal(
    <div className="share-sheet" data-share-skip="" data-testid="share-sheet">
      <button type="button" className="share-sheet__backdrop" aria-label="关闭" onClick={onClose} />
      <div
        ref={panel}
        className="share-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-label="分享"
      >
        {view.kind === 'menu' && (
          <>
            <p className="share-sheet__title">分享到</p>
            <div className="share-sheet__grid">
              {ACTIONS.filter((a) => a.key !== 'image' || drawable).map((a) => (
                <button
                  key={a.key}
                  type="button"
                  className="share-sheet__action"
                  disabled={!ready}
                  onClick={() => void act(a.key)}
                  data-testid={`share-${a.key}`}
                >
                  <span
                    className={`share-sheet__icon share-sheet__icon--${a.key}`}
                    aria-hidden="true"
                  >
                    {a.glyph}
                  </span>
                  <span className="share-sheet__label">{a.label}</span>
                </button>
              ))}
            </div>
            <button type="button" className="share-sheet__cancel" onClick={onClose}>
              取消
            </button>
          </>
        )}
        {view.kind === 'manual' && <ManualCopy link={view.link} onDone={onClose} />}
        {view.kind === 'image' && (
          <ImageView
            view={view}
            fileName={fileNameOf(target)}
            onRetry={() => void makeImage()}
            onClose={onClose}
          />
        )}
      </div>
    </div>,
    document.body,
  );
}
