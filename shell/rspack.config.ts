import { createConfig } from '../rspack.base';

export default createConfig({ name: 'shell', dir: __dirname });
