import { appConfig } from '@shared/config/appConfig';
import { openPhotoViewer } from '@shared/overlays';
import { pictureSrc } from './rules';

/** Up to six thumbnails of a post; a tap opens the app's photo viewer at that picture. */
export function PictureGrid({ pictures }: { pictures: readonly string[] }) {
  const srcs = pictures
    .map((url) => pictureSrc(url, appConfig.apiHost))
    .filter((src): src is string => src !== null)
    .slice(0, 6);
  if (srcs.length === 0) return null;
  return (
    <div className={`sns-pics sns-pics--${Math.min(srcs.length, 3)}`} data-testid="sns-pictures">
      {srcs.map((src, index) => (
        <button
          key={src}
          type="button"
          className="sns-pics__item"
          aria-label={`查看图片${index + 1}`}
          onClick={(event) => {
            // A card is a link to the post: the picture opens the viewer instead.
            event.preventDefault();
            event.stopPropagation();
            void openPhotoViewer(srcs, index);
          }}
        >
          <img src={src} alt="" loading="lazy" />
        </button>
      ))}
    </div>
  );
}
