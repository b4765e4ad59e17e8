import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorScreen, LoadingScreen, Page } from '@app/shared/ui';
import { reportClientError } from '../client-errors';
import { text } from '../text';
import { loadRemoteRoutes, type RemoteName } from './remote-registry';

// One lazy component per remote and attempt, so returning to a remote's routes does not reload it.
const cache = new Map<string, ComponentType>();
/** Errors already reported as a failed load, which the boundary then catches too. */
const loadFailures = new WeakSet<object>();

function lazyRemote(name: RemoteName, attempt: number): ComponentType {
  const key = `${name}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() =>
      loadRemoteRoutes(name, attempt > 0).catch((error: unknown) => {
        if (typeof error === 'object' && error !== null) loadFailures.add(error);
        reportClientError('remote_load', error, name);
        throw error;
      }),
    );
    cache.set(key, component);
  }
  return component;
}

class RemoteBoundary extends Component<{ name: RemoteName; onRetry: () => void; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('A remote failed', error);
    // A remote that loaded and then threw while rendering.
    if (!loadFailures.has(error)) reportClientError('boundary', error, this.props.name);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Page back="/main">
        <ErrorScreen
          title={text.remoteErrorTitle}
          message={text.remoteErrorMessage}
          retryLabel={text.retry}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      </Page>
    );
  }
}

/**
 * A remote's routes, loaded on first visit. A remote that fails to load (missing, 404, throws)
 * breaks only its own routes: this boundary shows the error with a retry, the shell keeps working.
 */
export function RemoteRoutes({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // Not a new component per render: lazyRemote returns the cached one for this remote and attempt.
  const Routes = lazyRemote(name, attempt);
  return (
    <RemoteBoundary key={attempt} name={name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingScreen title={text.loadingUser} />}>
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
