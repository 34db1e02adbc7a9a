import { useNavigate, useSession } from '@clinote/platform';
import { Button, Card, Flex, Heading, PageSpinner, Text } from '@clinote/ui';

/** SPEC.md §2 Admin page. Stats, tabs and user management arrive with the admin issue. */
export function AdminPage() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  if (status === 'loading') return <PageSpinner />;
  // The server enforces admin rights on every admin call; this only decides what to show.
  if (!user?.isAdmin) {
    return (
      <Flex vertical align="center" gap={16} style={{ padding: 48, textAlign: 'center' }}>
        <Heading level={2}>Access Denied</Heading>
        <Text type="secondary">You do not have permission to access the admin area</Text>
        <Button type="primary" onClick={() => navigate('/')}>
          Return to Dashboard
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Heading level={2}>Admin Dashboard</Heading>
      <Card>
        <Text type="secondary">User statistics and account management will appear here.</Text>
      </Card>
    </Flex>
  );
}
