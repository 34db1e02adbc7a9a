import { useId } from 'react';
import { EQUIPMENT_NAMES } from '@clinote/clinical-text';
import { LETTER_PAGES, letterFromNotePath, type NoteKind } from '@clinote/contracts';
import { Link } from '@clinote/platform';
import { Flex, Text } from '@clinote/ui';

/** The evaluations a letter can start from (issue 24): PT and OT; SN's form asks nothing a DME letter needs. */
export function startsLetters(kind: NoteKind): boolean {
  return kind === 'pt' || kind === 'ot';
}

export const START_LETTER_TEXTS = { lead: 'Start a letter from this evaluation:' } as const;

/**
 * "Start a letter from this evaluation:" and one link per equipment letter, each opening that letter
 * with what the saved evaluation `noteId` answers filled in (docs/decisions/0149-letter-from-evaluation.md).
 * Links, not buttons: each goes to a page. `onStart` runs as one is followed (e.g. to close a dialog).
 */
export function StartLetterLinks({ noteId, onStart }: { noteId: string; onStart?: () => void }) {
  const lead = useId();
  return (
    <nav aria-labelledby={lead}>
      <Flex wrap align="center" style={{ columnGap: 16, rowGap: 4 }}>
        <Text id={lead} strong>
          {START_LETTER_TEXTS.lead}
        </Text>
        {LETTER_PAGES.map((page) => (
          <Link
            key={page.equipment}
            to={letterFromNotePath(page, noteId)}
            onClick={onStart}
            style={{ display: 'inline-block', minHeight: 24, padding: '2px 0' }}
          >
            {EQUIPMENT_NAMES[page.equipment]}
          </Link>
        ))}
      </Flex>
    </nav>
  );
}
