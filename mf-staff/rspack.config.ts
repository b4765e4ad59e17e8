import { createRemoteConfig } from '../rspack.base';

export default createRemoteConfig({ name: 'mf-staff', dir: __dirname });
