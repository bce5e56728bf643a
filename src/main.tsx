import { startFirstScreen } from './app/firstScreen';
import { removeFirstShell } from './app/shell/firstShell';
import './app/theme.css';
import './app/styles.css';
import './app/a11y.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The first screen's chunk and call go out now, while the app downloads (issue 20 §3): this entry
// is a few kilobytes, and the app's chunks follow with its dynamic import (the page lists none of
// them ahead, so they leave the first seconds to the screen the server rendered: issue 38).
const firstScreen = startFirstScreen();

// The service worker, once the page has loaded (this entry runs before the load event): its code and
// the precache it downloads stay out of the first screen's way. Production builds only: `npm run dev`
// and the tests without a build never register one (docs/decisions/pwa.md).
if (import.meta.env.PROD)
  addEventListener(
    'load',
    () => void import('./app/pwa/appWorker').then((w) => w.registerAppWorker()),
  );

import('./app/start').then(
  // A screen the page brought rendered is seeded first: the app hydrates it, drawing nothing again.
  async ({ startApp }) => {
    startApp(root, await firstScreen);
  },
  () => {
    // The app's code did not arrive (the network went away): say so instead of a skeleton forever.
    removeFirstShell();
    root.textContent = '加载失败，请检查网络后刷新页面';
  },
);
