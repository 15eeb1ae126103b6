import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { ServerErrorPage } from './lazy-pages';

interface State {
  failed: boolean;
}

/** A render error anywhere shows the 500 page instead of a blank screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ServerErrorPage />
      </Suspense>
    );
  }
}
