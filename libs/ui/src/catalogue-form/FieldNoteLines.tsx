import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, theme } from 'antd';
import { useForm, useFormState } from 'react-final-form';
import type { FormApi } from 'final-form';
import { Text } from '../typography';
import type { FormAnswers } from './answers';
import { WARNING_DELAY_MS } from './SmartTextArea';
import type { FieldNote, FieldNotes, FieldTools } from './types';

/** The answer at "<section id>.<field key>", "" when there is none. */
function answerAt(values: FormAnswers, name: string): string {
  const [section, key] = name.split('.');
  const value = values[section]?.[key];
  return typeof value === 'string' ? value : '';
}

/** `sentence` at the end of `text`, after a space (or alone in an empty field). */
export function withSentence(text: string, sentence: string): string {
  const kept = text.trimEnd();
  return kept === '' ? sentence : `${kept} ${sentence}`;
}

/** Puts `sentence` at the end of answer `name` (dotted: "assessment.assessment") unless it already holds it. */
function appendOnce(form: FormApi<Record<string, unknown>>, name: string, sentence: string): void {
  const current = answerAt(form.getState().values as FormAnswers, name);
  if (!current.includes(sentence)) form.change(name, withSentence(current, sentence));
}

/** `value` once it has stopped changing for `delayMs`: notes follow the typing after a pause, as warnings do. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}

/**
 * A field's notes (`FieldNotes`), under it: each line, and its offer to add a sentence to another
 * field. A polite live region, present before any note, so a note that appears is read out. The offer
 * becomes "Added to …" (still focusable, marked disabled) once the other field holds the sentence,
 * so a second press cannot add it twice and focus stays where it was.
 */
export function FieldNoteLines({ name, value, fieldNotes }: { name: string; value: string; fieldNotes: FieldNotes }) {
  const { token } = theme.useToken();
  // Untyped: final-form changes a nested answer by its dotted name ("assessment.assessment").
  const form = useForm();
  const { values } = useFormState<FormAnswers>({ subscription: { values: true } });
  const settled = useSettled(value, WARNING_DELAY_MS);
  // The answers the notes read, compared by content: other fields' typing re-renders this, not the notes.
  const readKey = JSON.stringify((fieldNotes.reads(name) ?? []).map((other) => answerAt(values, other)));
  const notes = useMemo(() => fieldNotes.notes(name, settled, JSON.parse(readKey) as string[]), [fieldNotes, name, settled, readKey]);

  const add = (append: NonNullable<FieldNote['append']>) => appendOnce(form, append.field, append.text);

  return (
    <div
      aria-live="polite"
      style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS, marginTop: notes.length ? token.marginXS : 0 }}
    >
      {notes.map((note) => {
        const done = note.append ? answerAt(values, note.append.field).includes(note.append.text) : false;
        return (
          <div key={note.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
            <Text as="p" type="secondary" style={{ margin: 0, flex: '1 1 16rem' }}>
              {note.text}
            </Text>
            {note.append ? (
              <Button size="small" type={done ? 'text' : 'default'} aria-disabled={done} onClick={() => !done && add(note.append!)}>
                {done ? note.append.doneLabel : note.append.label}
              </Button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** A field's tool (`FieldTools`), under it, writing to the field through the form. */
export function FieldToolSlot({ name, fieldTools }: { name: string; fieldTools: FieldTools }) {
  const form = useForm();
  const append = useCallback((sentence: string) => appendOnce(form, name, sentence), [form, name]);
  return <>{fieldTools.render(name, append)}</>;
}
