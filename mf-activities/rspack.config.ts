import { createConfig } from '../rspack.base';

export default createConfig({ name: 'mf-activities', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
