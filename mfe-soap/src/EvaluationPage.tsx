import { Card, Flex, Heading, PhiDisclaimer, Text } from '@clinote/ui';

/** The SOAP form page. The sections S, O, A, P and their fields arrive with the SOAP issue. */
export function EvaluationPage({ title }: { title: string }) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto' }}>
      <Heading level={2}>{title}</Heading>
      <PhiDisclaimer />
      <Card>
        <Text type="secondary">Subjective, Objective, Assessment and Plan sections will appear here.</Text>
      </Card>
    </Flex>
  );
}
