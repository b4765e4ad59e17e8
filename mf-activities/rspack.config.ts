import { createRemoteConfig } from '../rspack.base';

export default createRemoteConfig({ name: 'mf-activities', dir: __dirname });
