import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { Text } from './typography';

/**
 * A labelled form control with its validation message. Forms keep their state in react-final-form;
 * this is only the layout, so antd's own Form (rc-field-form) never reaches the bundle.
 */
export function FieldRow({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>
        <Text strong>{label}</Text>
      </label>
      {children}
      {error ? (
        <Text type="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
