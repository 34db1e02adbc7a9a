import { createConfig } from '@clinote/rspack-config';

// The shell exposes nothing and knows no remote at build time: it reads /remotes.json at start.
export default createConfig({ name: 'shell', port: 3000, isHost: true, dirname: import.meta.dirname });
