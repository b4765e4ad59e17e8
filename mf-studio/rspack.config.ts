import { createRemoteConfig } from '../rspack.base';

export default createRemoteConfig({ name: 'mf-studio', dir: __dirname });
