import { createRemoteConfig } from '../rspack.base';

export default createRemoteConfig({ name: 'mf-blog', dir: __dirname });
