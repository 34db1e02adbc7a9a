import { useNavigate } from '@clinote/platform';
import type { CurrentUser } from '@clinote/contracts';
import { Button, Card, Flex, Heading, Text } from '@clinote/ui';
import { displayName } from './display-name';

const EVALUATIONS = [
  { title: 'PT Evaluation', description: 'Physical therapy SOAP evaluation note', path: '/pt-eval' },
  { title: 'OT Evaluation', description: 'Occupational therapy SOAP evaluation note', path: '/ot-eval' },
  { title: 'SN Evaluation', description: 'Skilled nursing SOAP evaluation note', path: '/sn-eval' },
] as const;

const EQUIPMENT = [
  { title: 'Manual Wheelchair', path: '/dme/wheelchair' },
  { title: 'Hospital Bed', path: '/dme/hospital-bed' },
  { title: 'Bedside Commode', path: '/dme/commode' },
  { title: 'Walker/Rollator', path: '/dme/walker' },
] as const;

/** Cards flow into as many columns as fit (no antd Grid needed on the first load). */
const CARD_GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } as const;

/** SPEC.md §2 Dashboard (/). Recent notes are listed once the notes API exists. */
export function DashboardPage({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={32}>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <Heading level={2}>Welcome, {displayName(user)}</Heading>
        {user.isAdmin ? <Button onClick={() => navigate('/admin')}>Admin Dashboard</Button> : null}
      </Flex>

      <section aria-labelledby="evaluations-heading">
        <Heading level={3} id="evaluations-heading" style={{ marginBottom: 16 }}>
          Evaluations
        </Heading>
        <div style={CARD_GRID}>
          {EVALUATIONS.map((evaluation) => (
            <Card key={evaluation.path} title={evaluation.title} data-testid="evaluation-card">
              <Text as="p" type="secondary">
                {evaluation.description}
              </Text>
              <Button type="primary" onClick={() => navigate(evaluation.path)}>
                Create Note
              </Button>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="equipment-heading">
        <Heading level={3} id="equipment-heading" style={{ marginBottom: 16 }}>
          Equipment Letters of Medical Necessity
        </Heading>
        <div style={CARD_GRID}>
          {EQUIPMENT.map((equipment) => (
            <Card key={equipment.path} title={equipment.title} data-testid="equipment-card">
              <Button onClick={() => navigate(equipment.path)}>Create Template</Button>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="recent-notes-heading">
        <Heading level={3} id="recent-notes-heading" style={{ marginBottom: 16 }}>
          Recent Notes
        </Heading>
        <Card>
          <Text type="secondary">No notes yet</Text>
        </Card>
      </section>
    </Flex>
  );
}
