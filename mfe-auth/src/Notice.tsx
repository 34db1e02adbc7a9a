import type { ReactNode } from 'react';
import { Text } from '@clinote/ui';

/** An inline message on an account screen (docs/product.md §8: login and register errors are shown on their screens). */
export function Notice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const error = kind === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      data-testid={error ? 'auth-error' : 'auth-success'}
      style={{
        padding: '8px 12px',
        borderRadius: 6,
        border: `1px solid ${error ? '#ffccc7' : '#b7eb8f'}`,
        background: error ? '#fff2f0' : '#f6ffed',
      }}
    >
      <Text type={error ? 'danger' : 'success'}>{children}</Text>
    </div>
  );
}
