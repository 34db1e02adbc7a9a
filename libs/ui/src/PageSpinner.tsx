import { Flex, Spin } from 'antd';

/** Full-area loading state: used while the session resolves and while a remote loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '50vh' }} role="status" aria-label={label}>
      <Spin size="large" />
    </Flex>
  );
}
