import { Link } from '@clinote/platform';
import { Card, Flex, Heading, PhiDisclaimer, Text } from '@clinote/ui';

/** An equipment letter form page (SPEC.md §2). The fields arrive with the equipment-letter issue. */
export function EquipmentLetterPage({ title }: { title: string }) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto' }}>
      <Link to="/">Back to dashboard</Link>
      <div>
        <Heading level={2}>{title}</Heading>
        <Text type="secondary">Generate a comprehensive Letter of Medical Necessity</Text>
      </div>
      <PhiDisclaimer />
      <Card title="Medical Necessity Documentation">
        <Text type="secondary">The documentation fields will appear here.</Text>
      </Card>
    </Flex>
  );
}
