import { createConfig } from '@clinote/rspack-config';
import { FirstPaintPlugin } from '@clinote/rspack-config/first-paint-plugin.js';

const configs = createConfig({
  name: 'mfe_auth',
  port: 3001,
  exposes: { './Routes': './src/AuthRoutes.tsx' },
  dirname: import.meta.dirname,
});
// first-paint.json next to mf-manifest.json: the sign-in screen's first markup (src/first-paint.ts), served by the gateway.
// (createConfig answers the remote's build, then its standalone runtime's.)
const [remote] = [configs].flat();
remote.plugins.push(new FirstPaintPlugin('./src/first-paint.ts'));
export default configs;
