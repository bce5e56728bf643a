import type { ChangeEvent } from 'react';
import type { PickedImage } from './rules';
import type { ImagePickerState } from './useImagePicker';
import './imagePicker.css';

function Thumb({
  image,
  onRemove,
  onRetry,
}: {
  image: PickedImage;
  onRemove: () => void;
  onRetry: () => void;
}) {
  return (
    <li className={`img-pick__item is-${image.status}`} data-testid="picked-image">
      <img className="img-pick__thumb" src={image.preview} alt="已选图片" />
      {image.status === 'compressing' && <span className="img-pick__state">处理中</span>}
      {image.status === 'uploading' && (
        <>
          <span className="img-pick__state" data-testid="picked-progress">
            {image.percent}%
          </span>
          {/* A bar as well as the figure: on a slow network the fan sees each picture move. */}
          <span
            className="img-pick__bar"
            role="progressbar"
            aria-label="上传进度"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={image.percent}
            data-testid="picked-bar"
          >
            <span className="img-pick__bar-fill" style={{ width: `${image.percent}%` }} />
          </span>
        </>
      )}
      {image.status === 'failed' && (
        <button
          type="button"
          className="img-pick__state img-pick__retry"
          data-testid="picked-retry"
          title={image.error ?? undefined}
          onClick={onRetry}
        >
          上传失败
          <br />
          点击重试
        </button>
      )}
      <button
        type="button"
        className="img-pick__remove"
        aria-label="删除图片"
        data-testid="picked-remove"
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}

/**
 * The shared image picker (feedback, the expert application, the circles' composer): thumbnails with each upload's
 * progress or failure, removal, and the tile that opens the phone's gallery or camera (images only,
 * several at once when more than one is allowed). The state is `useImagePicker`'s.
 */
export function ImagePicker({
  picker,
  label,
  testId,
}: {
  picker: ImagePickerState;
  /** What the add tile says (上传图片, 身份证正面…). */
  label: string;
  testId: string;
}) {
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    picker.add(Array.from(event.target.files ?? []));
    // The same photo may be picked again after it was removed.
    event.target.value = '';
  };
  const { images, max } = picker;
  return (
    <ul className="img-pick" data-testid={testId}>
      {images.map((image) => (
        <Thumb
          key={image.key}
          image={image}
          onRemove={() => picker.remove(image.key)}
          onRetry={() => picker.retry(image.key)}
        />
      ))}
      {images.length < max && (
        <li className="img-pick__item">
          <label className="img-pick__add">
            <input
              className="img-pick__input"
              type="file"
              accept="image/*"
              multiple={max > 1}
              data-testid={`${testId}-input`}
              onChange={onPick}
            />
            <span className="img-pick__plus" aria-hidden="true">
              +
            </span>
            <span className="img-pick__label">{label}</span>
            {max > 1 && (
              <span className="img-pick__count">
                {images.length}/{max}
              </span>
            )}
          </label>
        </li>
      )}
    </ul>
  );
}
