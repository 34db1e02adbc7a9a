import { useEffect } from 'react';
import type { RemoteName } from '@clinote/contracts';
import { Button, Card, Flex, Heading, revealApp, Text } from '@clinote/ui';
import { REMOTE_AREA_NAMES } from './remote-areas';
import { useRemoteArea } from './remote-area-context';

/**
 * Why a remote could not be used: its server or files did not answer (`unreachable`), or it was built
 * for shared libraries this page's shell does not have — a slice released ahead of (or behind) the
 * shell, refused by Module Federation's version check (`release`; docs/decisions/0160-version-skew.md).
 */
export type RemoteFailure = 'unreachable' | 'release';

/** What an area shows when its remote cannot be loaded; the rest of Clinote keeps working. */
export function RemoteFallback({
  remote,
  onRetry,
  failure = 'unreachable',
}: {
  remote: RemoteName;
  onRetry: () => void;
  failure?: RemoteFailure;
}) {
  // A remote that cannot load never takes over its first paint's form: the clinician is told instead.
  useEffect(() => revealApp(), []);
  const area = REMOTE_AREA_NAMES[remote];
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Card data-testid="remote-fallback" data-remote-unavailable={remote} style={{ maxWidth: 560, width: '100%' }}>
        <Flex vertical align="start" gap={16}>
          {/* The area is the whole page: its heading is the page's one h1. */}
          <Heading level={1} looksLike={3}>
            {area} unavailable
          </Heading>
          {failure === 'release' ? (
            <Text>
              This part of Clinote has just been updated and does not match the rest of the app yet: {area}. The rest of Clinote still
              works. Reload the page in a few minutes.
            </Text>
          ) : (
            <Text>
              This part of Clinote could not be loaded: {area}. The rest of Clinote still works. Check your connection and try again.
            </Text>
          )}
          {failure === 'release' ? (
            <Button type="primary" onClick={() => window.location.reload()}>
              Reload page
            </Button>
          ) : (
            <Button type="primary" onClick={onRetry}>
              Retry
            </Button>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

/** The default export of the fallback module that remoteFallbackPlugin hands to loadRemote: the remote could not be reached. */
export function RemoteUnavailable() {
  const { remote, retry } = useRemoteArea();
  return <RemoteFallback remote={remote} onRetry={retry} />;
}

/** The same, when the remote was refused for being of another release than the shell's shared libraries. */
export function RemoteOfAnotherRelease() {
  const { remote, retry } = useRemoteArea();
  return <RemoteFallback remote={remote} onRetry={retry} failure="release" />;
}
