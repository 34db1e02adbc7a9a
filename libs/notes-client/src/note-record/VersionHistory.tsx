import type { NoteVersion } from '@clinote/contracts';
import { Button, Flex, Heading, Text } from '@clinote/ui';
import { useNoteVersionsQuery } from '../notes-api';
import { RECORD_TEXTS as T } from './texts';

/** "3/4/2026, 10:42": the reader's own date and time, as the notes list shows dates. */
function savedWhen(iso: string): string {
  const at = new Date(iso);
  return `${at.toLocaleDateString('en-US')}, ${at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/**
 * A saved note's versions, newest first (issue 25, docs/decisions/0153-note-versions.md): each with
 * when and by whom it was saved; the current one marked, each earlier one opened read-only by
 * `onView`. Shown only once the note has been edited (a note never edited is its own version 1).
 */
export function VersionHistory({
  noteId,
  currentVersion,
  onView,
  headingLevel = 3,
}: {
  noteId: string;
  currentVersion: number;
  onView: (version: NoteVersion) => void;
  headingLevel?: 3 | 4;
}) {
  const { data: versions, isError } = useNoteVersionsQuery(noteId, { skip: currentVersion < 2 });
  if (currentVersion < 2) return null;
  return (
    <section aria-label={T.versionsHeading} data-testid="note-versions">
      <Heading level={headingLevel} style={{ marginBottom: 8, fontSize: 16, lineHeight: 1.5 }}>
        {T.versionsHeading}
      </Heading>
      {isError ? <Text type="danger">{T.versionsFailed}</Text> : null}
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {(versions ?? []).map((version) => (
          <li key={version.number} style={{ marginBottom: 6 }}>
            <Flex wrap gap={8} align="center">
              <Text>
                <Text strong>{T.version(version)}</Text>, {T.versionSaved(version, savedWhen(version.savedAt))}
                {version.number === currentVersion ? ` (${T.current})` : ''}
              </Text>
              {version.number !== currentVersion ? (
                <Button size="small" onClick={() => onView(version)}>
                  {T.viewVersion(version.number)}
                </Button>
              ) : null}
            </Flex>
          </li>
        ))}
      </ol>
    </section>
  );
}
