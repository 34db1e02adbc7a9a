import { createConfig } from '@clinote/rspack-config';

export default createConfig({
  name: 'mfe_dme',
  port: 3003,
  exposes: { './Routes': './src/DmeRoutes.tsx' },
  dirname: import.meta.dirname,
});
