/**
 * The shared image picker (issue 19 §2: feedback and the expert application), imported by path
 * (`@shared/ui/imagePicker`) so that only the screens that pick images load it.
 */
export { ImagePicker } from './ImagePicker';
export { useImagePicker, type ImagePickerState, type ImagePickerOptions } from './useImagePicker';
export {
  enqueueImages,
  isImageFile,
  joinedPaths,
  uploadedImageSrc,
  MAX_IMAGES,
  NOT_IMAGE_TEXT,
  TOO_MANY_TEXT,
  URL_EMPTY_TEXT,
  type PickedImage,
} from './rules';
export { compressImage, COMPRESS_ABOVE_BYTES } from './compress';
export { sendImage } from './upload';
