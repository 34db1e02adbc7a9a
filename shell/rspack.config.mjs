import { createConfig } from '@clinote/rspack-config';
import { FirstPaintPlugin } from '@clinote/rspack-config/first-paint-plugin.js';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks.mjs';

// The shell exposes nothing and knows no remote at build time: it reads the remote map at start.
const config = createConfig({ name: 'shell', port: 3000, isHost: true, dirname: import.meta.dirname });
config.plugins.push(new PreloadStartupChunksPlugin());
// first-paint.json next to index.html: the signed-in frame, the dashboard and the boot screen (src/first-paint.ts).
config.plugins.push(new FirstPaintPlugin('./src/first-paint.ts'));
export default config;
