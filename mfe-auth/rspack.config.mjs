import { createConfig } from '@clinote/rspack-config';

export default createConfig({
  name: 'mfe_auth',
  port: 3001,
  exposes: { './Routes': './src/AuthRoutes.tsx' },
  dirname: import.meta.dirname,
});
