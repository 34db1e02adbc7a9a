import { createConfig } from '@clinote/rspack-config';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks.mjs';

// The shell exposes nothing and knows no remote at build time: it reads the remote map at start.
const config = createConfig({ name: 'shell', port: 3000, isHost: true, dirname: import.meta.dirname });
config.plugins.push(new PreloadStartupChunksPlugin());
export default config;
