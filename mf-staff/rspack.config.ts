import { createConfig } from '../rspack.base';

export default createConfig({ name: 'mf-staff', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
