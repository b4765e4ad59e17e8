import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '@app/shared/ui';
import { reportClientError } from './client-errors';
import { text } from './text';

/** The global boundary (spec section 8): 'An unhandled error occurred:' and the message. */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error(text.unhandledError, error);
    reportClientError('boundary', error);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorScreen title={text.unhandledError} message={error.message || text.unknownError} />;
  }
}
