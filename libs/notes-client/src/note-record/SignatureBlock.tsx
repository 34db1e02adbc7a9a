import type { Addendum, Signer } from '@clinote/contracts';
import { Flex, Heading, Text } from '@clinote/ui';
import { RECORD_TEXTS as T } from './texts';

/**
 * Under a note: who signed it and when, then its addenda, oldest first, each dated and signed
 * (issue 25, docs/decisions/0152-sign-and-lock.md). Nothing for an unsigned note.
 */
export function SignatureBlock({
  signedAt,
  signedBy,
  addenda,
  headingLevel = 3,
}: {
  signedAt: string | null;
  signedBy: Signer | null;
  addenda: Addendum[];
  headingLevel?: 3 | 4;
}) {
  if (!signedAt || !signedBy) return null;
  return (
    <Flex vertical gap={8} data-testid="signature-block">
      <Text as="p" strong style={{ margin: 0 }}>
        {T.signedBy(signedBy, signedAt)}
      </Text>
      {addenda.length > 0 ? (
        <section aria-label={T.addendaHeading}>
          {/* A heading in the outline, sized as a line of the card (not louder than the card's title). */}
          <Heading level={headingLevel} style={{ marginBottom: 8, fontSize: 16, lineHeight: 1.5 }}>
            {T.addendaHeading}
          </Heading>
          <Flex vertical gap={12}>
            {addenda.map((addendum) => (
              <article key={addendum.id} aria-label={T.addendumHeading(addendum.signedAt)}>
                <Text as="p" strong style={{ margin: '0 0 4px' }}>
                  {T.addendumHeading(addendum.signedAt)}
                </Text>
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}>{addendum.text}</pre>
                <Text as="p" type="secondary" style={{ margin: '4px 0 0' }}>
                  {T.signedBy(addendum.signedBy, addendum.signedAt)}
                </Text>
              </article>
            ))}
          </Flex>
        </section>
      ) : null}
    </Flex>
  );
}
