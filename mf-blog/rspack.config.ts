import { createConfig } from '../rspack.base';

export default createConfig({ name: 'mf-blog', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
