import { GUIDELINE_DIALOG_TITLES, type Equipment } from '@clinote/clinical-text';
import { Dialog, Heading, Text } from '@clinote/ui';
import { LETTER_PAGE_TEXTS } from '../letter-texts';
import { GUIDELINES } from './index';

/**
 * "View Medicare Coverage Guidelines" (docs/product.md §2): a tall scrolling dialog (at most 90 % of the
 * viewport, content 70 %) with the item's guidelines and a Close Guidelines button. Dialog traps
 * focus while open and returns it to the button that opened it.
 */
export function GuidelinesDialog({ equipment, open, onClose }: { equipment: Equipment; open: boolean; onClose: () => void }) {
  const guidelines = GUIDELINES[equipment];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={GUIDELINE_DIALOG_TITLES[equipment]}
      description={guidelines.description}
      closeLabel={LETTER_PAGE_TEXTS.closeGuidelines}
      tall
      width={720}
    >
      <div data-testid="guidelines" data-equipment={equipment}>
        {guidelines.sections.map((section) => (
          <section key={section.heading}>
            {/* h3: the dialog's title names it; these sit below the page's h2 sections. */}
            <Heading level={3} style={{ fontSize: 16, lineHeight: 1.5, margin: '12px 0 4px' }}>
              {section.heading}
            </Heading>
            {section.paragraphs?.map((paragraph) => (
              <Text as="p" key={paragraph}>
                {paragraph}
              </Text>
            ))}
            {section.bullets ? (
              <ul style={{ margin: '0 0 12px', paddingInlineStart: 20 }}>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <Text as="p" type="secondary" style={{ marginTop: 16 }}>
          {guidelines.source}
        </Text>
      </div>
    </Dialog>
  );
}
