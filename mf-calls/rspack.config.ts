import { createConfig } from '../rspack.base';

export default createConfig({ name: 'mf-calls', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
