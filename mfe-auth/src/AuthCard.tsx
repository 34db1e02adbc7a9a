import type { ReactNode } from 'react';
import { Card, Flex, Heading } from '@clinote/ui';

/**
 * The centred card every public (signed-out) screen is laid out in: the page's one <main> landmark
 * and its one <h1> (the screen's title); the product name above it is a styled line, not a
 * heading, so the outline starts at the title (WCAG 1.3.1, axe "page-has-heading-one").
 */
export function AuthCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Flex vertical gap={24}>
          <p style={{ margin: 0, textAlign: 'center', fontSize: 30, lineHeight: 1.27, fontWeight: 600 }}>Clinote</p>
          <Heading level={1} style={{ fontSize: 24, lineHeight: 1.33 }}>
            {title}
          </Heading>
          {children}
        </Flex>
      </Card>
    </Flex>
  );
}
