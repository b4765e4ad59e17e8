export { demoLaunchParams } from './launch-params';
export { startStandalone } from './standalone';
