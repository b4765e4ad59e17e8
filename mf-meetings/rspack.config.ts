import { createConfig } from '../rspack.base';

export default createConfig({ name: 'mf-meetings', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
