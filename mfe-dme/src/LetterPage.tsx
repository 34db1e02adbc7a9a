import { PAGES } from '@clinote/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FORMS, LETTER_BANNER, LETTER_FORM_SUBTITLE, LETTER_RESULT_HEADINGS, type Equipment } from '@clinote/clinical-text';
import { EditableResult, FACT_CHECK_TEXTS, reviewStep, useNoteDownload, usePhiReview, useUnsavedAnswers } from '@clinote/notes-client';
import { copyToClipboard, Link, notify } from '@clinote/platform';
import {
  AiEnhancementSwitch,
  Button,
  Card,
  CatalogueForm,
  clinoteTheme,
  Flex,
  Heading,
  InlineStyle,
  PhiDisclaimer,
  Text,
  type CatalogueFormApi,
  type CatalogueFormControls,
  type FormAnswers,
} from '@clinote/ui';
import { createAnswersFeed } from './checklist/answers-feed';
import { CoverageChecklist } from './checklist/lazy';
import { EvaluationStartNotice } from './from-evaluation/EvaluationStartNotice';
import { evaluationMarkers, withEvaluation } from './from-evaluation/evaluation-start';
import { useEvaluationStart } from './from-evaluation/useEvaluationStart';
import { outgoingLetter } from './generate-letter';
import { GuidelinesDialog } from './guidelines/GuidelinesDialog';
import type { ShownLetter } from './letter-flow';
import { LETTER_LAYOUT_CLASS, LETTER_LAYOUT_CSS } from './letter-layout';
import { CLEAR_LABELS, LETTER_PAGE_TEXTS as T, RESULT_NOTES } from './letter-texts';
import { LETTER_TOASTS } from './letter-toasts';
import { letterFormId, useLetter } from './useLetter';

// The two-column layout (letter-layout.ts) needs a media query, which inline styles cannot express.
// InlineStyle, not a bare <style>: the page's CSP refuses that, and the layout stayed one column.

/** Long labels ("Generate Letter of Medical Necessity") wrap on a phone instead of overflowing. */
const wrappingButton = { whiteSpace: 'normal', height: 'auto', minHeight: 32 } as const;

/** The lines under the result card's heading; null when none. */
function resultNotes(equipment: Equipment, letter: ShownLetter): ReactNode {
  if (letter.choice === 'pending') return FACT_CHECK_TEXTS.pendingNote;
  const lines = [
    letter.copied === true && equipment === 'wheelchair' ? RESULT_NOTES.copied : null,
    letter.copied === false ? RESULT_NOTES.notCopied : null,
    letter.choice === 'ai' ? FACT_CHECK_TEXTS.keptAiNote : letter.choice === 'standard' ? FACT_CHECK_TEXTS.usedStandardNote : null,
    letter.fallback ? RESULT_NOTES.fallback[letter.fallback] : null,
    letter.save === 'not-saved' ? RESULT_NOTES.notSaved : null,
    letter.save === 'pending' ? RESULT_NOTES.pending : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  // Rendered inside the card's paragraph: phrasing content only.
  return lines.map((line) => (
    <span key={line} style={{ display: 'block' }}>
      {line}
    </span>
  ));
}

/**
 * An equipment letter page (docs/product.md §2 "Equipment letter forms"): title, subtitle, the way back, the
 * shared banner, the PHI disclaimer, the guidelines dialog, the catalogue form with the AI switch,
 * Generate and Clear, the live coverage checklist beside it, and the result card.
 */
export function LetterPage({ equipment }: { equipment: Equipment }) {
  const definition = FORMS[equipment];
  const [aiEnabled, setAiEnabled] = useState(true);
  const [guidelinesOpen, setGuidelinesOpen] = useState(false);
  const [feed] = useState(createAnswersFeed);
  const letter = useLetter(equipment);
  const download = useNoteDownload();
  // The letter made of the answers, as it will be sent and saved: checked ahead, and at Generate.
  const outgoing = useCallback((answers: FormAnswers) => outgoingLetter(equipment, answers.medicalNecessity ?? {}), [equipment]);
  const {
    review: reviewPhi,
    dialog: phiDialog,
    fieldWarning: phiWarning,
    onAnswersChange: phiNeeded,
  } = usePhiReview(definition, { outgoing });
  const form = useRef<CatalogueFormControls | null>(null);
  const busy = letter.generating;
  // What is typed is kept in the browser until the letter is saved or cleared (issue 25).
  const unsaved = useUnsavedAnswers(letterFormId(equipment), form);
  const { forget: forgetUnsaved } = unsaved;
  const saved = letter.letter?.save === 'saved';
  useEffect(() => {
    if (saved) forgetUnsaved();
  }, [saved, forgetUnsaved]);
  // Opened from a saved evaluation (issue 24): what it answers fills the empty fields, each marked until edited.
  const start = useEvaluationStart(equipment);
  const typed = useRef<FormAnswers>({});
  const evaluationNotes = useMemo(() => (start.status === 'filled' ? evaluationMarkers(start, 'medicalNecessity') : undefined), [start]);
  useEffect(() => {
    // A form already on screen gets the evaluation now (one that mounts later starts with it, initialAnswers).
    if (start.status === 'filled') {
      form.current?.setAnswers({ medicalNecessity: withEvaluation(typed.current.medicalNecessity, start.fields) });
    }
  }, [start]);

  /** The PHI review before the AI call and the save, of the answers and of the letter made of them; undefined when cancelled. */
  const review = useMemo(
    () =>
      reviewStep(reviewPhi, {
        outgoing,
        onRedacted: (answers) => form.current?.setAnswers(answers),
      }),
    [reviewPhi, outgoing],
  );

  async function generate(answers: FormAnswers) {
    await letter.generate(answers, { aiEnabled, review });
  }

  function clearAll(api: CatalogueFormApi) {
    api.clear();
    forgetUnsaved();
    letter.clear();
    notify(LETTER_TOASTS.cleared);
  }

  async function copyAgain(text: string) {
    notify((await copyToClipboard(text)) ? LETTER_TOASTS.copiedAgain : LETTER_TOASTS.copyFailed);
  }

  const shown = letter.letter;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '0 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
      <InlineStyle css={LETTER_LAYOUT_CSS} />
      <header>
        <Link to={PAGES.dashboard.path} style={{ display: 'inline-block', minHeight: 24, padding: '2px 0', marginBottom: 8 }}>
          <span aria-hidden="true">← </span>
          {T.backLink}
        </Link>
        <Heading level={1}>{definition.pageTitle}</Heading>
        <Text as="p" type="secondary" style={{ margin: '4px 0 0' }}>
          {LETTER_FORM_SUBTITLE}
        </Text>
      </header>
      <Card role="note" data-testid="letter-banner" style={{ borderInlineStart: `4px solid ${clinoteTheme.token?.colorInfo}` }}>
        <Text strong>{LETTER_BANNER.lead} </Text>
        <Text>{LETTER_BANNER.text}</Text>
      </Card>
      <PhiDisclaimer />
      <Flex wrap gap={8}>
        <Button onClick={() => setGuidelinesOpen(true)} style={wrappingButton}>
          {T.guidelinesButton}
        </Button>
      </Flex>
      <EvaluationStartNotice start={start} />
      {unsaved.notice}
      <div className={LETTER_LAYOUT_CLASS}>
        <CatalogueForm
          definition={definition}
          controlsRef={form}
          initialAnswers={start.status === 'filled' ? { medicalNecessity: start.fields } : undefined}
          onSubmit={generate}
          onChange={(answers) => {
            typed.current = answers;
            feed.set(answers.medicalNecessity ?? {});
            phiNeeded(answers);
            unsaved.onChange(answers);
          }}
          fieldWarning={phiWarning}
          fieldNotes={evaluationNotes}
          headingLevel={2}
          actions={(api) => (
            <Flex vertical gap={12}>
              <AiEnhancementSwitch checked={aiEnabled} onChange={setAiEnabled} label={aiEnabled ? T.aiOn : T.aiOff} disabled={busy} />
              <Flex wrap gap={8}>
                <Button type="primary" htmlType="submit" disabled={busy} style={wrappingButton}>
                  {busy ? T.generating : T.generate}
                </Button>
                <Button htmlType="button" disabled={busy} onClick={() => clearAll(api)} style={wrappingButton}>
                  {CLEAR_LABELS[equipment]}
                </Button>
              </Flex>
            </Flex>
          )}
        />
        <CoverageChecklist equipment={equipment} feed={feed} />
      </div>
      <GuidelinesDialog equipment={equipment} open={guidelinesOpen} onClose={() => setGuidelinesOpen(false)} />
      {phiDialog}
      {letter.factCheck.alert}
      {shown ? (
        <EditableResult
          ref={letter.factCheck.resultRef}
          // The fact-check alert above it scrolls into view instead; after the choice the card does again.
          autoScroll={!letter.factCheck.pending}
          title={LETTER_RESULT_HEADINGS[equipment]}
          subject="letter"
          headingLevel={2}
          document={shown}
          lines={resultNotes(equipment, shown)}
          onCopy={(text) => void copyAgain(text)}
          // A saved letter has a PDF (signed: with its signature block and addenda).
          tools={({ noteId }) => (
            <Button
              onClick={() => void download.download(noteId, 'pdf')}
              disabled={download.downloading !== null}
              aria-busy={download.downloading === 'pdf' || undefined}
            >
              {download.downloading === 'pdf' ? RESULT_NOTES.downloadingPdf : RESULT_NOTES.downloadPdf}
            </Button>
          )}
        />
      ) : null}
    </Flex>
  );
}
