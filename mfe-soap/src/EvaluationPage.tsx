import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { FORMS, type Discipline } from '@clinote/clinical-text';
import {
  EditableResult,
  FACT_CHECK_TEXTS,
  reviewStep,
  StartLetterLinks,
  startsLetters,
  usePhiReview,
  useUnsavedAnswers,
} from '@clinote/notes-client';
import { copyToClipboard, notify } from '@clinote/platform';
import {
  AiEnhancementSwitch,
  Button,
  CatalogueForm,
  Flex,
  Heading,
  PhiDisclaimer,
  ProgressDialog,
  type CatalogueFormApi,
  type CatalogueFormControls,
  type FormAnswers,
} from '@clinote/ui';
import { useDraft } from './useDraft';
import { measureFieldNotes } from './measure-notes';
import { combineFieldNotes } from './field-notes';
import { useGoalSupport } from './goals/useGoalSupport';
import { outgoingSections } from './generate-soap-note';
import { soapFormId, useSoapNote, type GeneratedNote, type SoapPhase } from './useSoapNote';
import { FALLBACK_NOTES, PENDING_NOTE, SOAP_TOASTS } from './soap-toasts';

/** PT shows modal progress dialogs while generating and saving (docs/product.md §2); these are their words. */
const PROGRESS: Record<Exclude<SoapPhase, 'idle' | 'choosing'>, string> = {
  generating: 'Generating your SOAP note...',
  saving: 'Saving your note...',
};

/** The result card's lines: copied or not (nothing while the copy is under way), the fact-check choice (issue 20), a fallback. */
function resultNote(note: GeneratedNote): string {
  if (note.choice === 'pending') return FACT_CHECK_TEXTS.pendingNote;
  return [
    note.copied === true ? 'This note has been copied to your clipboard.' : null,
    note.copied === false ? 'The browser did not allow copying: use Copy to Clipboard.' : null,
    note.choice === 'ai' ? FACT_CHECK_TEXTS.keptAiNote : note.choice === 'standard' ? FACT_CHECK_TEXTS.usedStandardNote : null,
    note.fallback ? FALLBACK_NOTES[note.fallback] : null,
    note.save === 'pending' ? PENDING_NOTE : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Under the form: Generate Note (the submit button), Clear All and, on PT, Save as Draft. */
function SoapFormActions({
  busy,
  isPt,
  onClear,
  onSaveDraft,
  generateButton,
  draftButton,
}: {
  busy: boolean;
  isPt: boolean;
  onClear: () => void;
  onSaveDraft: () => void;
  generateButton: RefObject<HTMLButtonElement | null>;
  draftButton: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Flex wrap gap={8}>
      <Button ref={generateButton} type="primary" htmlType="submit" disabled={busy}>
        {busy && !isPt ? 'Generating...' : 'Generate Note'}
      </Button>
      <Button htmlType="button" disabled={busy} onClick={onClear}>
        Clear All
      </Button>
      {isPt ? (
        <Button ref={draftButton} htmlType="button" disabled={busy} onClick={onSaveDraft}>
          Save as Draft
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * The SOAP evaluation form of one discipline (docs/product.md §2 "SOAP forms"): the catalogue form with its
 * four sections, the AI Enhancement switch, Generate Note, Clear All, on PT Save as Draft, and the
 * Formatted SOAP Note card.
 */
export function EvaluationPage({ discipline }: { discipline: Discipline }) {
  const definition = FORMS[discipline];
  const isPt = discipline === 'pt';
  const [aiEnabled, setAiEnabled] = useState(true);
  const soap = useSoapNote(discipline);
  const draft = useDraft();
  // The note's sections as they will be sent and saved, checked as svc-ai checks them (ahead, and at Generate).
  const outgoing = (answers: FormAnswers) => outgoingSections(discipline, answers);
  const phi = usePhiReview(definition, { outgoing });
  // What typed measures mean and which goals are not yet measurable, under their fields; "Build a goal" under the goals fields (issue 24).
  const goals = useGoalSupport(discipline);
  const fieldNotes = useMemo(
    () => (goals ? combineFieldNotes(measureFieldNotes(discipline), goals.notes) : measureFieldNotes(discipline)),
    [discipline, goals],
  );
  const form = useRef<CatalogueFormControls | null>(null);
  // What is typed is kept in the browser until the note is saved or cleared (issue 25).
  const unsaved = useUnsavedAnswers(soapFormId(discipline), form);
  const { forget: forgetUnsaved } = unsaved;
  const saved = soap.note?.save === 'saved';
  useEffect(() => {
    if (saved) forgetUnsaved();
  }, [saved, forgetUnsaved]);
  // Where focus goes back after PT's progress dialog: the button the clinician acted on.
  const generateButton = useRef<HTMLButtonElement>(null);
  const draftButton = useRef<HTMLButtonElement>(null);
  const actedOn = useRef<HTMLButtonElement | null>(null);
  // While the fact-check choice is open nothing is working: the form stays usable (a new note or Clear All drops the question).
  const busy = soap.phase === 'generating' || soap.phase === 'saving' || draft.saving;

  // The PHI review before anything leaves the browser (AI call, save); Remove them shows the placeholders in the form.
  const showRedacted = (answers: FormAnswers) => form.current?.setAnswers(answers);

  async function generate(answers: FormAnswers) {
    actedOn.current = generateButton.current;
    const review = reviewStep(phi.review, { outgoing, onRedacted: showRedacted });
    await soap.generate(answers, { aiEnabled, review });
  }

  async function saveDraft(answers: FormAnswers) {
    actedOn.current = draftButton.current;
    const reviewed = await reviewStep(phi.review, { onRedacted: showRedacted })(answers);
    if (reviewed) await draft.saveDraft(reviewed.answers);
  }

  function clearAll(api: CatalogueFormApi) {
    api.clear();
    forgetUnsaved();
    soap.clear();
    notify(SOAP_TOASTS.cleared);
  }

  async function copyNote(text: string) {
    notify((await copyToClipboard(text)) ? { title: 'Copied to Clipboard', kind: 'success' } : SOAP_TOASTS.copyFailed);
  }

  const progress = draft.saving ? 'Saving draft...' : soap.phase === 'idle' || soap.phase === 'choosing' ? null : PROGRESS[soap.phase];
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto' }}>
      <Heading level={1}>{definition.name}</Heading>
      <PhiDisclaimer />
      <AiEnhancementSwitch checked={aiEnabled} onChange={setAiEnabled} label="AI Enhancement" disabled={busy} />
      {unsaved.notice}
      <CatalogueForm
        key={draft.loaded?.id ?? 'new'}
        definition={definition}
        controlsRef={form}
        initialAnswers={draft.loaded?.answers}
        onSubmit={generate}
        onChange={(answers) => {
          phi.onAnswersChange(answers);
          unsaved.onChange(answers);
        }}
        fieldWarning={phi.fieldWarning}
        fieldNotes={fieldNotes}
        fieldTools={goals?.tools}
        headingLevel={2}
        actions={(api) => (
          <SoapFormActions
            busy={busy}
            isPt={isPt}
            onClear={() => clearAll(api)}
            onSaveDraft={() => void saveDraft(api.answers)}
            generateButton={generateButton}
            draftButton={draftButton}
          />
        )}
      />
      {isPt ? <ProgressDialog open={progress !== null} message={progress ?? ''} returnFocus={actedOn} /> : null}
      {phi.dialog}
      {soap.factCheck.alert}
      {soap.note ? (
        <EditableResult
          ref={soap.factCheck.resultRef}
          title="Formatted SOAP Note"
          subject="note"
          headingLevel={2}
          document={soap.note}
          lines={resultNote(soap.note)}
          onCopy={(text) => void copyNote(text)}
          // The alert above it scrolls into view instead; after the choice the card does again.
          autoScroll={!soap.factCheck.pending}
          scrollBehavior="instant"
          // Once saved, a PT or OT evaluation can start a letter (issue 24).
          footer={
            soap.note.save === 'saved' && soap.note.noteId && startsLetters(discipline) ? (
              <StartLetterLinks noteId={soap.note.noteId} />
            ) : null
          }
        />
      ) : null}
    </Flex>
  );
}
