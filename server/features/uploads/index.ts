/**
 * Images fans upload (issue 19 §2): the upload call and the images served back to their owners, and
 * the check other features make before they save image paths (feedback, the expert application).
 */
export { uploadRoutes, type UploadDeps } from './routes';
export { picturesRefusal } from './service';
export { UploadRefusals } from './refusals';
export { imageMimeOf } from './imageType';
