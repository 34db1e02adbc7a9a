import { Component, Suspense, useState, type ReactNode } from 'react';
import type { CurrentUser } from '@clinote/contracts';
import { Button, Card, Flex, Heading, PageSpinner, splitComponent, splitModule, Text } from '@clinote/ui';

const signedInChunk = splitModule(() => import(/* webpackChunkName: "signed-in" */ './signed-in-area'));

/** Starts fetching the signed-in chunk (the bootstrap does, for a signed-in route, before React renders). */
export const loadSignedInArea = () => signedInChunk.load();

// A fresh pair per attempt: React.lazy remembers a failed load.
const lazySignedIn = () => ({
  Layout: splitComponent(signedInChunk, (m) => m.SignedInLayout),
  Dashboard: splitComponent(signedInChunk, (m) => m.DashboardPage),
});

class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: 24, display: 'flex', justifyContent: 'center' }}>
        <Card style={{ maxWidth: 560, width: '100%' }}>
          <Flex vertical align="start" gap={16}>
            <Heading level={1}>Clinote could not be loaded</Heading>
            <Text>Part of Clinote could not be downloaded. Check your connection and try again.</Text>
            <Button type="primary" onClick={this.props.onRetry}>
              Retry
            </Button>
          </Flex>
        </Card>
      </main>
    );
  }
}

/**
 * The signed-in layout around `children`, or around the dashboard for `user` when there are none:
 * a spinner while the chunk arrives, a Retry when it cannot be fetched.
 */
export function SignedInArea({ user, children }: { user: CurrentUser; children?: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const [parts, setParts] = useState(lazySignedIn);
  const retry = () => {
    setParts(lazySignedIn());
    setAttempt((n) => n + 1);
  };
  return (
    <LoadBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <parts.Layout>{children ?? <parts.Dashboard user={user} />}</parts.Layout>
      </Suspense>
    </LoadBoundary>
  );
}
