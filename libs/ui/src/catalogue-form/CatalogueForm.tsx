import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { theme } from 'antd';
import { Field, Form, FormSpy, useFormState } from 'react-final-form';
import { FORM_ERROR, type Config, type FormApi, type SubmissionErrors } from 'final-form';
import { emptyAnswers, normaliseAnswers, type FormDefinition } from '@clinote/clinical-text';
import type { FormAnswers } from './answers';
import { takeOverFirstPaintForm } from '../first-paint/adoption';
import { fieldId } from '../field-id';
import { SectionPanel } from './SectionPanel';
import { FieldNoteLines, FieldToolSlot } from './FieldNoteLines';
import { SmartTextArea } from './SmartTextArea';
import { createWarningSignal, WarningSignalContext } from './warning-signal';
import type { CatalogueFormApi, CatalogueFormProps, FieldNotes, FieldTools, FieldWarning } from './types';

export { fieldId };

// final-form's default parse turns "" into undefined, which deletes the key from the values.
const keepText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Renders any form of the catalogue (`FORMS[id]`): one collapsible section per catalogue section,
 * one `SmartTextArea` per field with an input (fields without one, like OT additionalInformation,
 * are held in the answers but not shown). Answers come out shaped `{ [section]: { [field]: text } }`
 * with every field present. State lives in react-final-form; the form re-renders only the field
 * being typed in and the `actions` area.
 */
export function CatalogueForm(props: CatalogueFormProps) {
  // A different definition is a different form: start afresh rather than mixing answers.
  return <CatalogueFormBody key={`${props.definition.kind}:${props.definition.id}`} {...props} />;
}

function CatalogueFormBody({
  definition,
  initialAnswers,
  onSubmit,
  onChange,
  fieldWarning,
  fieldNotes,
  fieldTools,
  actions,
  defaultOpenSections,
  headingLevel = 3,
  controlsRef,
}: CatalogueFormProps) {
  const [initialValues] = useState(() => normaliseAnswers(definition, initialAnswers));
  // Callers may pass new functions on every render: read the latest through refs so the sections
  // (memoised) never re-render because of them.
  const latest = useRef({ onSubmit, onChange, fieldWarning, actions });
  latest.current = { onSubmit, onChange, fieldWarning, actions };
  const submit = useCallback<Config<FormAnswers>['onSubmit']>(
    (values) => {
      const result = latest.current.onSubmit(normaliseAnswers(definition, values));
      // Only a resolved `{ [FORM_ERROR]: message }` (submitWith) is a submission error; any other
      // resolved value (e.g. runWithToasts' outcome) must not mark the submit as failed.
      if (!result || typeof result.then !== 'function') return undefined;
      return result.then(formErrorOf, (error: unknown) => {
        // onSubmit should not reject (runWithToasts/submitWith never do); if it does, the form
        // still leaves its submitting state and shows the message rather than failing silently.
        console.error(error);
        return { [FORM_ERROR]: error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.' };
      });
    },
    [definition],
  );
  // Stable functions (pages may keep them), reading the form through a ref.
  const formRef = useRef<FormApi<FormAnswers> | null>(null);
  const controls = useMemo<Pick<CatalogueFormApi, 'submit' | 'clear' | 'setAnswers'>>(
    () => ({
      submit: async () => {
        await formRef.current?.submit();
      },
      clear: () => formRef.current?.reset(emptyAnswers(definition)),
      setAnswers: (next) => formRef.current?.reset(normaliseAnswers(definition, next)),
    }),
    [definition],
  );
  useEffect(() => {
    if (!controlsRef) return;
    controlsRef.current = controls;
    return () => {
      controlsRef.current = null;
    };
  }, [controls, controlsRef]);
  // The first paint's copy of this form (docs/decisions/0145-first-paint-forms.md): what the clinician
  // typed before this code arrived becomes the answers, the caret stays where it was, and a Generate
  // pressed meanwhile runs now.
  useLayoutEffect(() => {
    const submitted = takeOverFirstPaintForm(definition.id, (typed) => {
      const answers = withTypedAnswers(definition, initialValues, typed);
      if (answers) controls.setAnswers(answers);
    });
    if (submitted) queueMicrotask(() => void controls.submit());
  }, [controls, definition, initialValues]);
  // The fields check through one stable function; when the page's check arrives or changes (the PHI
  // guard loads on first need), only the fields holding text are told (warning-signal.ts).
  const warn = useCallback<FieldWarning>((value) => latest.current.fieldWarning?.(value) ?? null, []);
  const [warningSignal] = useState(createWarningSignal);
  useEffect(() => warningSignal.bump(), [fieldWarning, warningSignal]);
  const reportChange = useCallback((answers: FormAnswers) => latest.current.onChange?.(answers), []);

  return (
    <Form<FormAnswers>
      initialValues={initialValues}
      onSubmit={submit}
      subscription={{}}
      render={({ handleSubmit, form }) => {
        formRef.current = form;
        return (
          <form
            onSubmit={handleSubmit}
            noValidate
            aria-label={definition.kind === 'soap' ? definition.name : definition.pageTitle}
            style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}
          >
            <WarningSignalContext.Provider value={warningSignal}>
              <Sections
                definition={definition}
                defaultOpenSections={defaultOpenSections}
                headingLevel={headingLevel}
                fieldWarning={warn}
                fieldNotes={fieldNotes}
                fieldTools={fieldTools}
              />
            </WarningSignalContext.Provider>
            {onChange ? <ChangeReporter definition={definition} onChange={reportChange} /> : null}
            <LiveActions definition={definition} controls={controls} render={latest.current.actions} />
          </form>
        );
      }}
    />
  );
}

/** `answers` with the text typed in the first paint's fields (by element id) put in; null when nothing was typed. */
function withTypedAnswers(definition: FormDefinition, answers: FormAnswers, typed: Record<string, string>): FormAnswers | null {
  let changed = false;
  const next = Object.fromEntries(
    definition.sections.map((section) => [
      section.id,
      Object.fromEntries(
        section.fields.map((field) => {
          const text = typed[fieldId(definition, section.id, field.key)];
          if (!text) return [field.key, answers[section.id]?.[field.key] ?? ''];
          changed = true;
          return [field.key, text];
        }),
      ),
    ]),
  ) as FormAnswers;
  return changed ? next : null;
}

function formErrorOf(value: unknown): SubmissionErrors | undefined {
  if (value === null || typeof value !== 'object' || !(FORM_ERROR in value)) return undefined;
  return { [FORM_ERROR]: (value as Record<string, unknown>)[FORM_ERROR] };
}

/** The `actions` area, re-rendered with the values and the submitting state as they change. */
function LiveActions({
  definition,
  controls,
  render,
}: {
  definition: FormDefinition;
  controls: Pick<CatalogueFormApi, 'submit' | 'clear' | 'setAnswers'>;
  render: CatalogueFormProps['actions'];
}) {
  return (
    <FormSpy<FormAnswers> subscription={{ values: true, submitting: true, submitError: true }}>
      {({ values, submitting, submitError }) => (
        <Actions
          definition={definition}
          controls={controls}
          values={values}
          submitting={Boolean(submitting)}
          submitError={submitError}
          render={render}
        />
      )}
    </FormSpy>
  );
}

function Actions({
  definition,
  controls,
  values,
  submitting,
  submitError,
  render,
}: {
  definition: FormDefinition;
  controls: Pick<CatalogueFormApi, 'submit' | 'clear' | 'setAnswers'>;
  values: FormAnswers;
  submitting: boolean;
  submitError: unknown;
  render: CatalogueFormProps['actions'];
}) {
  const answers = useMemo(() => normaliseAnswers(definition, values), [definition, values]);
  if (!render) return null;
  const api: CatalogueFormApi = {
    ...controls,
    answers,
    submitting,
    submitError: typeof submitError === 'string' ? submitError : undefined,
  };
  return <>{render(api)}</>;
}

/** Calls onChange with the initial answers, then after every change. */
function ChangeReporter({ definition, onChange }: { definition: FormDefinition; onChange: (answers: FormAnswers) => void }) {
  const { values } = useFormState<FormAnswers>({ subscription: { values: true } });
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    report.current(normaliseAnswers(definition, values));
  }, [definition, values]);
  return null;
}

interface SectionsProps {
  definition: FormDefinition;
  defaultOpenSections?: readonly string[];
  headingLevel: 2 | 3 | 4;
  fieldWarning?: FieldWarning;
  fieldNotes?: FieldNotes;
  fieldTools?: FieldTools;
}

const Sections = memo(function Sections({
  definition,
  defaultOpenSections,
  headingLevel,
  fieldWarning,
  fieldNotes,
  fieldTools,
}: SectionsProps) {
  const { token } = theme.useToken();
  // docs/product.md §2: Subjective open by default (several may be open together); a letter's one section open.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpenSections ?? [definition.sections[0].id]));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
      {definition.sections.map((section) => (
        <SectionPanel
          key={section.id}
          id={`${definition.id}-${section.id}`}
          title={section.title}
          letter={'letter' in section ? section.letter : undefined}
          open={open.has(section.id)}
          onToggle={() => toggle(section.id)}
          headingLevel={headingLevel}
        >
          <SectionFields
            definition={definition}
            section={section}
            gap={token.marginLG}
            fieldWarning={fieldWarning}
            fieldNotes={fieldNotes}
            fieldTools={fieldTools}
          />
        </SectionPanel>
      ))}
    </div>
  );
});

type Section = FormDefinition['sections'][number];

/** A section's fields that have an input, one under the other. */
function SectionFields({
  definition,
  section,
  gap,
  fieldWarning,
  fieldNotes,
  fieldTools,
}: {
  definition: FormDefinition;
  section: Section;
  gap: number;
  fieldWarning?: FieldWarning;
  fieldNotes?: FieldNotes;
  fieldTools?: FieldTools;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap }}>
      {section.fields
        .filter((field) => field.input)
        .map((field) => (
          <CatalogueField
            key={field.key}
            definition={definition}
            sectionId={section.id}
            field={field}
            fieldWarning={fieldWarning}
            fieldNotes={fieldNotes}
            fieldTools={fieldTools}
          />
        ))}
    </div>
  );
}

/** One field's text area, bound to its answer (`<section id>.<field key>`) in the form's state, and its notes and tool if it has any. */
function CatalogueField({
  definition,
  sectionId,
  field,
  fieldWarning,
  fieldNotes,
  fieldTools,
}: {
  definition: FormDefinition;
  sectionId: string;
  field: Section['fields'][number];
  fieldWarning?: FieldWarning;
  fieldNotes?: FieldNotes;
  fieldTools?: FieldTools;
}) {
  const name = `${sectionId}.${field.key}`;
  const hasNotes = fieldNotes?.reads(name) != null;
  const hasTool = fieldTools?.has(name) === true;
  return (
    <Field<string> name={name} parse={keepText} subscription={{ value: true }}>
      {({ input }) => {
        const area = (
          <SmartTextArea
            id={fieldId(definition, sectionId, field.key)}
            field={field}
            value={input.value}
            onChange={input.onChange}
            onFocus={input.onFocus}
            onBlur={input.onBlur}
            fieldWarning={fieldWarning}
          />
        );
        if (!hasNotes && !hasTool) return area;
        return (
          <div>
            {area}
            {hasNotes ? <FieldNoteLines name={name} value={input.value} fieldNotes={fieldNotes!} /> : null}
            {hasTool ? <FieldToolSlot name={name} fieldTools={fieldTools!} /> : null}
          </div>
        );
      }}
    </Field>
  );
}
