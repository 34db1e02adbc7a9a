import { createConfig } from '@clinote/rspack-config';

export default createConfig({
  name: 'mfe_soap',
  port: 3002,
  exposes: { './Routes': './src/SoapRoutes.tsx' },
  dirname: import.meta.dirname,
});
