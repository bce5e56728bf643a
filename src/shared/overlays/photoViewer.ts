import { closeOnNavigation } from './navigationClose';

/**
 * The global photo viewer on photoswipe (product-spec §2 "Other overlays"): loop on, a fullscreen
 * button, max zoom 3, no animation, no spacing; opens at the given image, or shows one image at a
 * default 600 × 600. photoswipe is loaded only when a fan first opens a photo.
 */
export interface SwipePhoto {
  src: string;
  w: number;
  h: number;
}

export const DEFAULT_PHOTO_SIZE = 600;

export function photosFrom(images: ReadonlyArray<string | SwipePhoto>): SwipePhoto[] {
  return images
    .map((image) =>
      typeof image === 'string'
        ? { src: image, w: DEFAULT_PHOTO_SIZE, h: DEFAULT_PHOTO_SIZE }
        : image,
    )
    .filter((image) => image.src.length > 0);
}

export function photoSwipeOptions(images: ReadonlyArray<string | SwipePhoto>, index = 0) {
  const dataSource = photosFrom(images);
  return {
    dataSource,
    index: Math.min(Math.max(0, Math.trunc(index)), Math.max(0, dataSource.length - 1)),
    loop: true,
    maxZoomLevel: 3,
    spacing: 0,
    showHideAnimationType: 'none' as const,
    showAnimationDuration: 0,
    hideAnimationDuration: 0,
    zoomAnimationDuration: 0,
    bgOpacity: 1,
    // The app's one focus trap holds the viewer like every other dialog (trapFocus below):
    // photoswipe's own would fight it, and returns focus only when the viewer was opened by keyboard.
    trapFocus: false,
    returnFocus: false,
    escKey: false,
  };
}

const FULLSCREEN_ICON =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M8 8h6v2h-4v4H8zm16 0v6h-2v-4h-4V8zM8 24v-6h2v4h4v2zm16 0h-6v-2h4v-4h2z" fill="currentColor"/></svg>';

/** Opens the viewer (closed by the next route change). Resolves once it is open; a failed load rejects and the caller shows a toast. */
export async function openPhotoViewer(
  images: ReadonlyArray<string | SwipePhoto>,
  index = 0,
): Promise<void> {
  const options = photoSwipeOptions(images, index);
  if (options.dataSource.length === 0) return;
  const [{ default: PhotoSwipe }, , { trapFocus }] = await Promise.all([
    import('photoswipe'),
    import('photoswipe/style.css'),
    import('../a11y/focusTrap'),
  ]);
  const pswp = new PhotoSwipe(options);
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'fullscreen',
      title: '全屏',
      order: 9,
      isButton: true,
      html: FULLSCREEN_ICON,
      onClick: () => {
        const el = pswp.element;
        if (document.fullscreenElement) void document.exitFullscreen();
        else void el?.requestFullscreen?.();
      },
    });
  });
  // A route change (the phone's back) closes the viewer like every other overlay.
  const release = closeOnNavigation(() => pswp.close());
  pswp.on('destroy', release);
  pswp.init();
  // Tab stays on the viewer's buttons, Escape closes it, and focus goes back to the photo tapped.
  if (pswp.element) {
    pswp.element.setAttribute('aria-label', '图片查看');
    pswp.on('destroy', trapFocus(pswp.element, { onEscape: () => pswp.close() }));
  }
}
