import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyAnswers, FORMS, type FormDefinition } from '@clinote/clinical-text';
import { Button } from 'antd';
import { FORM_ERROR } from 'final-form';
import { CatalogueForm, type CatalogueFormApi, type FormAnswers } from '../index';
import { axeViolations, renderLoaded, settle } from '../test-helpers';

const DEFINITIONS: FormDefinition[] = Object.values(FORMS);

/** Obviously fake text for each field: "Fake pt subjective pain". */
const fakeText = (definition: FormDefinition, section: string, key: string) => `Fake ${definition.id} ${section} ${key}`;

function inputFields(definition: FormDefinition) {
  return definition.sections.flatMap((section) =>
    section.fields.filter((field) => field.input).map((field) => ({ section: section.id, field })),
  );
}

/** The page side: Generate submits; Clear All and Load sample use the api. */
async function renderForm(definition: FormDefinition, props: Partial<Parameters<typeof CatalogueForm>[0]> = {}) {
  const onSubmit = jest.fn();
  const api: { current?: CatalogueFormApi } = {};
  await renderLoaded(
    <CatalogueForm
      definition={definition}
      onSubmit={onSubmit}
      actions={(formApi) => {
        api.current = formApi;
        return (
          <div data-testid="actions">
            <Button type="primary" htmlType="submit" disabled={formApi.submitting}>
              {formApi.submitting ? 'Generating...' : 'Generate'}
            </Button>
            <Button onClick={formApi.clear}>Clear All</Button>
          </div>
        );
      }}
      {...props}
    />,
  );
  return { onSubmit, api };
}

/** The page's buttons, found within the actions area (cheap) rather than the whole form. */
const action = (name: string) => within(screen.getByTestId('actions')).getByRole('button', { name });

// Queries by role over the whole of a 33-field form take ~0.5 s each in jsdom: the section header
// is found by id, and its accessible name checked by role within its heading.
function sectionButton(definition: FormDefinition, sectionId: string): HTMLElement {
  return document.getElementById(`${definition.id}-${sectionId}-header`)!;
}

function openAllSections(definition: FormDefinition) {
  for (const section of definition.sections) {
    const button = sectionButton(definition, section.id);
    if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
  }
}

jest.setTimeout(30_000);

describe.each(DEFINITIONS.map((definition) => [definition.id, definition] as const))('CatalogueForm: %s', (_id, definition) => {
  it('renders one text area per input field, labelled by its question', async () => {
    await renderForm(definition);
    openAllSections(definition);
    const fields = inputFields(definition);
    expect(screen.getAllByRole('textbox')).toHaveLength(fields.length);
    for (const { field } of fields) {
      const area = screen.getByLabelText(field.question);
      expect(area.tagName).toBe('TEXTAREA');
      // A real <label for>, and the accessible name is exactly the question.
      const label = (area as HTMLTextAreaElement).labels![0];
      expect(label.textContent).toBe(field.question);
      expect(within(label.parentElement!).getByRole('textbox', { name: field.question })).toBe(area);
    }
  });

  it('shows every input field its catalogue example as the placeholder, "e.g. …", never as its name (issue 20)', async () => {
    await renderForm(definition);
    openAllSections(definition);
    for (const { field } of inputFields(definition)) {
      expect(field.example).toBeTruthy();
      // Labelled by the question (the test above checks it is the accessible name); found by label, as role queries are slow here.
      const area = screen.getByLabelText(field.question) as HTMLTextAreaElement;
      expect({ key: field.key, placeholder: area.placeholder }).toEqual({ key: field.key, placeholder: `e.g. ${field.example}` });
      expect(area.hasAttribute('aria-label')).toBe(false);
    }
  });

  it('says under each answer the generated note leaves out that it is not in the note, tied to its text area (issue 20)', async () => {
    await renderForm(definition);
    openAllSections(definition);
    for (const { field } of inputFields(definition)) {
      const area = screen.getByLabelText(field.question);
      const describedBy = area.getAttribute('aria-describedby');
      const described =
        describedBy === null
          ? null
          : describedBy
              .split(' ')
              .map((id) => document.getElementById(id)!.textContent)
              .join(' ');
      expect({ key: field.key, described }).toEqual({
        key: field.key,
        described: field.output ? null : 'Not included in the generated note',
      });
    }
  });

  it('submits exactly the answers typed, every field present', async () => {
    const held = definition.id === 'ot' ? { subjective: { additionalInformation: 'Fake held note' } } : undefined;
    const { onSubmit } = await renderForm(definition, { initialAnswers: held });
    openAllSections(definition);
    // (All fields are looked up first: getByLabelText gets ~10x slower in jsdom once text areas hold values.)
    const fields = inputFields(definition).map(({ section, field }) => ({
      area: screen.getByLabelText(field.question),
      value: fakeText(definition, section, field.key),
    }));
    for (const { area, value } of fields) fireEvent.change(area, { target: { value } });
    fireEvent.click(action('Generate'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));

    const expected: FormAnswers = {};
    for (const section of definition.sections) {
      expected[section.id] = {};
      for (const field of section.fields) expected[section.id][field.key] = field.input ? fakeText(definition, section.id, field.key) : '';
    }
    if (held) expected.subjective.additionalInformation = 'Fake held note';
    expect(onSubmit.mock.calls[0][0]).toEqual(expected);
  });

  it('opens the first section by default; several sections can be open together', async () => {
    await renderForm(definition);
    const [first, ...others] = definition.sections;
    expect(sectionButton(definition, first.id).getAttribute('aria-expanded')).toBe('true');
    for (const section of others) {
      const button = sectionButton(definition, section.id);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(true);
    }
    openAllSections(definition);
    for (const section of definition.sections) {
      const button = sectionButton(definition, section.id);
      expect(within(button.parentElement!).getByRole('button', { name: section.title })).toBe(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel.hidden).toBe(false);
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
    }
    fireEvent.click(sectionButton(definition, first.id));
    expect(sectionButton(definition, first.id).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('CatalogueForm', () => {
  it('names the SOAP sections Subjective, Objective, Assessment, Plan with their letter as a badge, as headings', async () => {
    await renderForm(FORMS.sn);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'SSubjective',
      'OObjective',
      'AAssessment',
      'PPlan',
    ]);
    for (const name of ['Subjective', 'Objective', 'Assessment', 'Plan']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('titles the one letter section "Medical Necessity Documentation"', async () => {
    await renderForm(FORMS.wheelchair);
    expect(screen.getByRole('button', { name: 'Medical Necessity Documentation' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the OT field without an input in the answers but does not render it', async () => {
    const { onSubmit } = await renderForm(FORMS.ot, {
      initialAnswers: { subjective: { additionalInformation: 'Fake held note', pain: 'Fake pain' } },
    });
    expect(
      screen.queryByLabelText(FORMS.ot.sections[0].fields.find((field) => field.key === 'additionalInformation')!.question),
    ).toBeNull();
    expect(document.querySelector('[name="additionalInformation"]')).toBeNull();
    fireEvent.click(action('Generate'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].subjective).toMatchObject({ additionalInformation: 'Fake held note', pain: 'Fake pain' });
  });

  it('clear() empties every field; setAnswers() fills the form (a draft), keeping only known fields', async () => {
    const { api, onSubmit } = await renderForm(FORMS.pt, { initialAnswers: { subjective: { pain: 'Fake knee pain 3/10' } } });
    const pain = screen.getByLabelText(FORMS.pt.sections[0].fields.find((field) => field.key === 'pain')!.question) as HTMLTextAreaElement;
    expect(pain.value).toBe('Fake knee pain 3/10');

    act(() => api.current!.clear());
    expect(pain.value).toBe('');
    expect(api.current!.answers).toEqual(emptyAnswers(FORMS.pt));

    act(() =>
      api.current!.setAnswers({
        subjective: { pain: 'Fake draft pain', unknownKey: 'dropped' },
        plan: { frequency: '2x/week for 4 weeks', interventions: 42 },
      }),
    );
    expect(pain.value).toBe('Fake draft pain');
    expect(api.current!.answers.subjective.pain).toBe('Fake draft pain');
    expect(api.current!.answers.subjective).not.toHaveProperty('unknownKey');
    expect(api.current!.answers.plan).toMatchObject({ frequency: '2x/week for 4 weeks', interventions: '42' });

    await act(async () => {
      await api.current!.submit();
    });
    expect(onSubmit.mock.calls[0][0].subjective.pain).toBe('Fake draft pain');
  });

  it('reports live answers through onChange, starting with the initial ones', async () => {
    const onChange = jest.fn();
    await renderForm(FORMS.commode, { onChange, initialAnswers: { medicalNecessity: { toiletingLimitation: 'Fake limitation' } } });
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.calls.at(-1)![0].medicalNecessity.toiletingLimitation).toBe('Fake limitation');
    const field = FORMS.commode.sections[0].fields[1];
    fireEvent.change(screen.getByLabelText(field.question), { target: { value: 'Fake impairment' } });
    expect(onChange.mock.calls.at(-1)![0].medicalNecessity).toMatchObject({
      toiletingLimitation: 'Fake limitation',
      [field.key]: 'Fake impairment',
    });
  });

  it('is submitting while onSubmit works, and exposes the form error it resolves to', async () => {
    let finish!: (value: unknown) => void;
    const { api } = await renderForm(FORMS.walker, { onSubmit: () => new Promise((resolve) => (finish = resolve)) });
    fireEvent.click(action('Generate'));
    await waitFor(() => expect(action('Generating...')).toBeTruthy());
    await act(async () => finish({ [FORM_ERROR]: 'Failed to generate letter' }));
    expect(action('Generate')).toBeTruthy();
    expect(api.current!.submitError).toBe('Failed to generate letter');
  });

  it('ignores other resolved values (e.g. runWithToasts outcomes), turns a rejection into submitError, and keeps its functions stable', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: Promise<unknown> = Promise.resolve({ ok: false, message: 'not a form error' });
    const { api } = await renderForm(FORMS.walker, { onSubmit: () => answer });
    const { submit, clear, setAnswers } = api.current!;
    fireEvent.click(action('Generate'));
    await waitFor(() => expect(action('Generate')).toBeTruthy());
    await settle();
    expect(api.current!.submitError).toBeUndefined();
    expect(api.current!).toMatchObject({ submit, clear, setAnswers });
    answer = Promise.reject(new Error('Network down'));
    await act(async () => {
      await api.current!.submit();
    });
    expect(api.current!.submitError).toBe('Network down');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows a field warning after a pause in typing, marks the field, and describes it by the warning', async () => {
    const fieldWarning = (value: string) =>
      /\b\d{1,2}\/\d{1,2}\/\d{4}\b/.test(value) ? 'This looks like a date of birth. Remove it.' : null;
    await renderForm(FORMS.sn, { fieldWarning });
    jest.useFakeTimers();
    try {
      const question = FORMS.sn.sections[0].fields[0].question;
      const area = screen.getByLabelText(question);
      fireEvent.change(area, { target: { value: 'Fake patient born 01/02/1950' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(400);
      });
      expect(screen.queryByText('This looks like a date of birth. Remove it.')).toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(150);
      });
      const warning = screen.getByText('This looks like a date of birth. Remove it.');
      const describedBy = area.getAttribute('aria-describedby')!;
      expect(document.getElementById(describedBy)!.textContent).toContain('This looks like a date of birth. Remove it.');
      expect(document.getElementById(describedBy)!.getAttribute('aria-live')).toBe('polite');
      expect(warning).toBeTruthy();
      expect(area.className).toMatch(/ant-input-status-warning/);

      fireEvent.change(area, { target: { value: 'Fake patient, age in the 80s' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(600);
      });
      expect(screen.queryByText('This looks like a date of birth. Remove it.')).toBeNull();
      expect(area.getAttribute('aria-describedby')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows a field's notes after a pause, read with another answer, and adds a note's sentence to another field only when asked, once (issue 24)", async () => {
    // A stand-in for the outcome-measure notes: the TUG field's number against a fixed cut-off, with the patient field read too.
    const fieldNotes = {
      reads: (name: string) => (name === 'objective.tugScore' ? ['subjective.patientInfo'] : null),
      notes: (_name: string, value: string, [patient]: readonly string[]) =>
        /\d/.test(value)
          ? [
              {
                id: 'tug',
                text: `Fake note: ${value} (${patient || 'no patient info'})`,
                append: {
                  label: 'Add to Assessment',
                  doneLabel: 'Added to Assessment',
                  field: 'assessment.assessment',
                  text: 'Fake sentence.',
                },
              },
            ]
          : [],
    };
    await renderForm(FORMS.pt, { fieldNotes });
    openAllSections(FORMS.pt);
    const question = (key: string) => FORMS.pt.sections.flatMap((section) => section.fields).find((field) => field.key === key)!.question;
    fireEvent.change(screen.getByLabelText(question('patientInfo')), { target: { value: 'Fake 82 yo F' } });
    const tug = screen.getByLabelText(question('tugScore'));
    fireEvent.change(tug, { target: { value: '18 s' } });
    expect(screen.queryByText(/^Fake note/)).toBeNull();
    await settle(600);
    expect(screen.getByText('Fake note: 18 s (Fake 82 yo F)')).toBeTruthy();
    expect(screen.getByText('Fake note: 18 s (Fake 82 yo F)').closest('[aria-live="polite"]')).toBeTruthy();

    const assessment = screen.getByLabelText(question('assessment')) as HTMLTextAreaElement;
    fireEvent.change(assessment, { target: { value: 'Fake assessment.' } });
    expect(assessment.value).toBe('Fake assessment.'); // nothing is added until asked
    fireEvent.click(screen.getByRole('button', { name: 'Add to Assessment' }));
    expect(assessment.value).toBe('Fake assessment. Fake sentence.');
    const done = screen.getByRole('button', { name: 'Added to Assessment' });
    expect(done.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(done);
    expect(assessment.value).toBe('Fake assessment. Fake sentence.');
    // Fields the notes do not name show none.
    expect(screen.queryAllByRole('button', { name: /to Assessment/ })).toHaveLength(1);
  });

  it('has no axe violations, with suggestions open and a warning shown', async () => {
    window.localStorage.setItem(
      'clinote.autocomplete.ptEval.pain',
      JSON.stringify(['Fake right knee pain 4/10 with stairs', 'Fake low back ache at night']),
    );
    await renderForm(FORMS.pt, { fieldWarning: (value) => (value.includes('1950') ? 'This looks like a date of birth.' : null) });
    openAllSections(FORMS.pt);
    const history = screen.getByLabelText(FORMS.pt.sections[0].fields[1].question);
    fireEvent.change(history, { target: { value: 'Fake history, born 1950' } });
    await settle(600);
    const pain = screen.getByLabelText(FORMS.pt.sections[0].fields.find((field) => field.key === 'pain')!.question);
    act(() => pain.focus());
    fireEvent.keyDown(pain, { key: 'ArrowDown' });
    expect(within(document.body).getByRole('listbox')).toBeTruthy();
    expect(screen.getByText('This looks like a date of birth.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    window.localStorage.clear();
  });
});

describe('emptyAnswers', () => {
  it('has every section and field of the definition, each ""', () => {
    const answers = emptyAnswers(FORMS['hospital-bed']);
    expect(Object.keys(answers)).toEqual(['medicalNecessity']);
    expect(Object.keys(answers.medicalNecessity)).toEqual(FORMS['hospital-bed'].sections[0].fields.map((field) => field.key));
    expect(Object.values(answers.medicalNecessity).every((value) => value === '')).toBe(true);
    expect(Object.keys(emptyAnswers(FORMS.ot))).toEqual(['subjective', 'objective', 'assessment', 'plan']);
    expect(emptyAnswers(FORMS.ot).subjective).toHaveProperty('additionalInformation', '');
  });
});
