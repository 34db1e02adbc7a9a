import { dashboardGreeting, notePreview, PAGES, type Note } from '@clinote/contracts';
import { useListNotesQuery } from '@clinote/notes-client';
import { useNavigate } from '@clinote/platform';
import type { CurrentUser } from '@clinote/contracts';
import { Button, Card, Flex, Heading, Text } from '@clinote/ui';
import { useOpenNote } from '../notes/open-note';
import { localDate, recentNotes, RECENT_NOTES_SHOWN } from '../notes/recent-notes';
import { EQUIPMENT_ROUTES, EVALUATION_ROUTES } from '../route-table';

/** Cards flow into as many columns as fit (no antd Grid needed on the first load). */
const CARD_GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))' } as const;

/** docs/product.md §2 Recent Notes: up to 5 notes with content, a 150-character preview each. */
function RecentNotes() {
  const { data, isLoading, isError, refetch } = useListNotesQuery();
  const openNote = useOpenNote();
  const { shown, hasMore } = recentNotes(data);
  if (isLoading) return <Text type="secondary">Loading your notes…</Text>;
  if (isError)
    return (
      <Flex gap={12} align="center" wrap>
        <Text type="danger">Your notes could not be loaded.</Text>
        <Button onClick={() => void refetch()}>Try again</Button>
      </Flex>
    );
  if (shown.length === 0) return <Text type="secondary">No notes yet</Text>;
  return (
    <Flex vertical gap={8}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-label="Recent notes">
        {shown.map((note: Note) => (
          <li key={note.id}>
            <button
              type="button"
              onClick={() => openNote(note)}
              className="clinote-menu-item"
              style={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                padding: 12,
                border: '1px solid #d0d7de',
                borderRadius: 8,
                background: '#fff',
                font: 'inherit',
                color: 'inherit',
                cursor: 'pointer',
              }}
            >
              <Flex justify="space-between" wrap gap={8}>
                <Text strong>{note.title}</Text>
                <Text type="secondary">{note.isDraft ? `Draft · ${localDate(note.updatedAt)}` : localDate(note.createdAt)}</Text>
              </Flex>
              <Text as="p" type="secondary" style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>
                {notePreview(note)}
              </Text>
            </button>
          </li>
        ))}
      </ul>
      {hasMore ? <Text type="secondary">Showing {RECENT_NOTES_SHOWN} most recent notes</Text> : null}
    </Flex>
  );
}

/** docs/product.md §2 Dashboard (/). */
export function DashboardPage({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={32}>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <Heading level={1}>{dashboardGreeting(user)}</Heading>
        {user.isAdmin ? <Button onClick={() => navigate(PAGES.admin.path)}>{PAGES.admin.title}</Button> : null}
      </Flex>

      <section aria-labelledby="evaluations-heading">
        <Heading level={2} id="evaluations-heading" style={{ marginBottom: 16 }}>
          Evaluations
        </Heading>
        <div style={CARD_GRID}>
          {EVALUATION_ROUTES.map((evaluation) => (
            <Card key={evaluation.path} title={evaluation.name} headingLevel={3} data-testid="evaluation-card">
              <Text as="p" type="secondary">
                {evaluation.description}
              </Text>
              <Button type="primary" onClick={() => navigate(evaluation.path)} aria-label={`Create Note: ${evaluation.name}`}>
                Create Note
              </Button>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="equipment-heading">
        <Heading level={2} id="equipment-heading" style={{ marginBottom: 16 }}>
          Equipment Letters of Medical Necessity
        </Heading>
        <div style={CARD_GRID}>
          {EQUIPMENT_ROUTES.map((equipment) => (
            <Card key={equipment.path} title={equipment.name} headingLevel={3} data-testid="equipment-card">
              <Button onClick={() => navigate(equipment.path)} aria-label={`Create Template: ${equipment.name}`}>
                Create Template
              </Button>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="recent-notes-heading">
        <Heading level={2} id="recent-notes-heading" style={{ marginBottom: 16 }}>
          Recent Notes
        </Heading>
        <Card>
          <RecentNotes />
        </Card>
      </section>
    </Flex>
  );
}
