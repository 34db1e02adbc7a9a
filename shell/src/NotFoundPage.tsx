import { PAGES } from '@clinote/contracts';
import { useNavigate } from '@clinote/platform';
import { Button, Card, Flex, Heading, Text } from '@clinote/ui';

/** docs/product.md §2: any path not in the route table, signed in or not. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <Flex vertical align="center" gap={16}>
          <Heading level={1}>404 Page Not Found</Heading>
          <Text type="secondary">The page you are looking for does not exist. Check the address or go back to the dashboard.</Text>
          <Button type="primary" onClick={() => navigate(PAGES.dashboard.path)}>
            Go to Dashboard
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
