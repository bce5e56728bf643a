/**
 * The app's install link (product-spec §2 `/download`; docs/decisions/activities-and-channel-homes.md
 * "Download"): the phone's store from the deployment's settings, else back to the download page.
 */
export { downloadRoutes } from './routes';
export { downloadTarget, platformOf, type DownloadUrls } from './target';
