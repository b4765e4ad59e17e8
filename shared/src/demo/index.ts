// Kept tiny on purpose: the shell loads this lazily in demo builds. The standalone runner, which
// carries MSW, lives in @app/shared/standalone and only remotes' own entries import it.
export { demoLaunchParams } from './launch-params';
