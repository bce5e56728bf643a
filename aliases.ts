import { fileURLToPath } from 'node:url';

/** Import aliases of the layers, shared by Vite and Vitest (tsconfig.base.json mirrors them). */
const at = (dir: string) => fileURLToPath(new URL(dir, import.meta.url));

export const aliases = {
  '@domain': at('./domain'),
  '@contracts': at('./contracts'),
  '@schedulers': at('./schedulers'),
  '@realtime': at('./realtime'),
  '@shared': at('./src/shared'),
  '@entities': at('./src/entities'),
  '@features': at('./src/features'),
  '@app': at('./src/app'),
};
