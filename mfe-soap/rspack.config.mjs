import { createConfig } from '@clinote/rspack-config';
import { FirstPaintPlugin } from '@clinote/rspack-config/first-paint-plugin.js';

const configs = createConfig({
  name: 'mfe_soap',
  port: 3002,
  exposes: { './Routes': './src/SoapRoutes.tsx' },
  dirname: import.meta.dirname,
});
// first-paint.json next to mf-manifest.json: the first markup of this remote's pages (src/first-paint.ts), served by the gateway.
// (createConfig answers the remote's build, then its standalone runtime's.)
const [remote] = [configs].flat();
remote.plugins.push(new FirstPaintPlugin('./src/first-paint.ts'));
export default configs;
