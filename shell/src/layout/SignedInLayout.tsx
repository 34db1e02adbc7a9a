import type { ReactNode } from 'react';
import { Link, useSignOut } from '@clinote/platform';
import { Button, Flex, Heading } from '@clinote/ui';

/** SPEC.md §2 "Header for signed-in pages": product name to /, Logout. (My Notes comes with notes.) */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <>
      <header style={{ background: '#fff', borderBottom: '1px solid #e5e7eb' }}>
        <Flex justify="space-between" align="center" style={{ maxWidth: 1280, margin: '0 auto', padding: '12px 24px' }}>
          <Link to="/" aria-label="Clinote home" style={{ textDecoration: 'none' }}>
            <Heading level={4}>Clinote</Heading>
          </Link>
          <Button onClick={() => void signOut()}>Logout</Button>
        </Flex>
      </header>
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>{children}</main>
    </>
  );
}
