import { createRemoteConfig } from '../rspack.base';

export default createRemoteConfig({ name: 'mf-calls', dir: __dirname });
