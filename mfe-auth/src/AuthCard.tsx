import type { ReactNode } from 'react';
import { Card, Flex, Heading } from '@clinote/ui';

/** The centred card every public (signed-out) screen is laid out in. */
export function AuthCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Flex vertical gap={24}>
          <Heading level={2} style={{ textAlign: 'center' }}>
            Clinote
          </Heading>
          <Heading level={3}>{title}</Heading>
          {children}
        </Flex>
      </Card>
    </Flex>
  );
}
