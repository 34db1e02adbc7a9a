import { createConfig } from '@clinote/rspack-config';

export default createConfig({
  name: 'mfe_admin',
  port: 3004,
  exposes: { './Routes': './src/AdminRoutes.tsx' },
  dirname: import.meta.dirname,
});
