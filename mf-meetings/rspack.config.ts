import { createRemoteConfig } from '../rspack.base';

export default createRemoteConfig({ name: 'mf-meetings', dir: __dirname });
