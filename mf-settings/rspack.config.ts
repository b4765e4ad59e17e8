import { createConfig } from '../rspack.base';

export default createConfig({ name: 'mf-settings', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
