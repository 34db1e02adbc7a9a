import { useEffect, type ReactNode } from 'react';
import { notify } from '@clinote/platform';
import { Flex, Text } from '@clinote/ui';
import { failureStatus } from './admin-api';
import { ADMIN_TEXT } from './admin-text';

/**
 * docs/product.md §8 "Admin fetch failure": what the page says in place of the data. A 403 (the server does
 * not count this account as an administrator) and a user list that is not an array have their own
 * words; any other failure the general one.
 */
export function failureText(error: unknown): string {
  if (failureStatus(error) === 403) return ADMIN_TEXT.forbiddenInline;
  if ((error as { error?: unknown } | null)?.error === ADMIN_TEXT.invalidFormat) return ADMIN_TEXT.invalidFormat;
  return ADMIN_TEXT.fetchFailedInline;
}

/** docs/product.md §8: the "Error" toast, once per failed attempt (each attempt's error is a new object). */
export function useFailureToast(error: unknown): void {
  useEffect(() => {
    if (error) notify({ title: ADMIN_TEXT.fetchFailedTitle, description: ADMIN_TEXT.fetchFailed, kind: 'error' });
  }, [error]);
}

/** An inline message in the page (role=alert: it appears after the page did). */
export function InlineError({ children, action, testId }: { children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      style={{ padding: '8px 12px', borderRadius: 8, border: '1px solid #ffccc7', background: '#fff2f0' }}
    >
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Text type="danger">{children}</Text>
        {action}
      </Flex>
    </div>
  );
}
