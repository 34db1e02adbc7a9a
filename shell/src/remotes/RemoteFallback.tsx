import { useEffect } from 'react';
import type { RemoteName } from '@clinote/contracts';
import { Button, Card, Flex, Heading, revealApp, Text } from '@clinote/ui';
import { REMOTE_AREA_NAMES } from './remote-areas';
import { useRemoteArea } from './remote-area-context';

/** What an area shows when its remote cannot be loaded; the rest of Clinote keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  // A remote that cannot load never takes over its first paint's form: the clinician is told instead.
  useEffect(() => revealApp(), []);
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Card data-testid="remote-fallback" data-remote-unavailable={remote} style={{ maxWidth: 560, width: '100%' }}>
        <Flex vertical align="start" gap={16}>
          <Heading level={3}>{REMOTE_AREA_NAMES[remote]} unavailable</Heading>
          <Text>
            This part of Clinote could not be loaded: {REMOTE_AREA_NAMES[remote]}. The rest of Clinote still works. Check your connection
            and try again.
          </Text>
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

/** The default export of the fallback module that remoteFallbackPlugin hands to loadRemote. */
export function RemoteUnavailable() {
  const { remote, retry } = useRemoteArea();
  return <RemoteFallback remote={remote} onRetry={retry} />;
}
