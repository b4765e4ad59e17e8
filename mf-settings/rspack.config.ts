import { createRemoteConfig } from '../rspack.base';

export default createRemoteConfig({ name: 'mf-settings', dir: __dirname });
