import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@clinote/contracts';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches what a remote throws while loading or rendering, so only its own area fails.
 * RemoteArea remounts it (new key) on Retry, which clears the error.
 */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Clinote: ${this.props.remote} failed`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
