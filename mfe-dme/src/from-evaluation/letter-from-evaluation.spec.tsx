import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { coverageChecklist, formatLocalDate, letterFromEvaluation } from '@clinote/clinical-text';
import type { Note } from '@clinote/contracts';
import { question, renderLetterPage, settle, stubClipboard } from '../test-helpers';
import { EVALUATION_START_TEXTS, evaluationMarkers, evaluationStart, withEvaluation } from './evaluation-start';

jest.setTimeout(30_000);

// An obviously fictional PT evaluation (invented text, no real patient).
const PT_ANSWERS = {
  subjective: {
    patientInfo: '82 yo F referred after a fall at home',
    medicalHistory: 'HTN, OA bilateral knees',
    currentLivingSituation: 'Lives alone in a 1-story home, 2 steps to enter, throw rugs in hallway',
    homeEnvironment: 'Needs CGA to walk to the bathroom and kitchen',
    homeSafetyConcerns: 'No grab bars, dim hallway',
    currentEquipment: 'Single point cane: lost balance twice using it',
    currentFunction: 'Amb 40 ft with SPC and CGA; unable to walk to the bathroom safely',
    fallHistory: '2 falls in past 3 months',
  },
  objective: {
    ambulation: '40 ft with SPC and CGA, 1 loss of balance',
    tugScore: '18 sec',
    sitToStandScore: '8 reps',
    tinettiScore: '17/28',
  },
  assessment: { assessment: 'Decreased balance and LE strength limit safe household ambulation' },
  plan: {},
};

const CREATED = '2026-11-20T15:00:00.000Z';
const note = (over: Partial<Note> = {}): Note => ({
  id: 'note-1',
  kind: 'pt',
  title: 'PT Evaluation - 11/20/2026',
  content: 'SUBJECTIVE: …',
  isDraft: false,
  subjective: '',
  objective: '',
  assessment: '',
  plan: '',
  answers: PT_ANSWERS,
  version: 1,
  signedAt: null,
  signedBy: null,
  addenda: [],
  createdAt: CREATED,
  updatedAt: CREATED,
  ...over,
});
const DATE = formatLocalDate(new Date(CREATED));

beforeEach(() => {
  localStorage.clear();
  stubClipboard();
});

describe('evaluationStart: what a saved note gives a letter', () => {
  it('a PT evaluation fills what the mapping table says, dated by when it was saved', () => {
    const start = evaluationStart('walker', note());
    expect(start).toEqual({
      status: 'filled',
      noteId: 'note-1',
      discipline: 'pt',
      date: DATE,
      fields: letterFromEvaluation('walker', 'pt', PT_ANSWERS),
    });
  });

  it('an SN note, a letter, an old note without answers, or nothing to fill: says why, fills nothing', () => {
    expect(evaluationStart('walker', note({ kind: 'sn' }))).toEqual({ status: 'unusable', message: EVALUATION_START_TEXTS.notEvaluation });
    expect(evaluationStart('walker', note({ kind: 'walker' }))).toEqual({
      status: 'unusable',
      message: EVALUATION_START_TEXTS.notEvaluation,
    });
    expect(evaluationStart('walker', note({ answers: null }))).toEqual({ status: 'unusable', message: EVALUATION_START_TEXTS.noAnswers });
    expect(evaluationStart('walker', note({ answers: { subjective: { goals: 'Walk to church' } } }))).toEqual({
      status: 'unusable',
      message: EVALUATION_START_TEXTS.nothingToFill('walker'),
    });
  });

  it('an OT evaluation reads only OT fields: PT answers under an OT note fill nothing they would under PT', () => {
    const start = evaluationStart('walker', note({ kind: 'ot' }));
    const ot = letterFromEvaluation('walker', 'ot', PT_ANSWERS);
    expect(start.status === 'filled' ? start.fields : {}).toEqual(ot);
    expect(ot).not.toEqual(letterFromEvaluation('walker', 'pt', PT_ANSWERS));
  });

  it('a draft gives the answers its content holds, dated by its last save', () => {
    const start = evaluationStart(
      'walker',
      note({ isDraft: true, answers: null, content: JSON.stringify(PT_ANSWERS), updatedAt: '2026-11-22T15:00:00.000Z' }),
    );
    expect(start.status === 'filled' && start.date).toBe(formatLocalDate(new Date('2026-11-22T15:00:00.000Z')));
  });

  it('fills only empty fields: nothing typed is replaced', () => {
    expect(withEvaluation({ a: 'typed', b: '  ' }, { a: 'from eval', b: 'from eval', c: 'from eval' })).toEqual({
      a: 'typed',
      b: 'from eval',
      c: 'from eval',
    });
  });

  it('marks a field while it holds the evaluation’s text, not once edited, and only filled fields', () => {
    const start = evaluationStart('walker', note());
    if (start.status !== 'filled') throw new Error('not filled');
    const markers = evaluationMarkers(start, 'medicalNecessity');
    const text = start.fields.mobilityLimitation!;
    expect(markers.reads('medicalNecessity.mobilityLimitation')).toEqual([]);
    expect(markers.reads('medicalNecessity.durationOfNeed')).toBeNull();
    expect(markers.notes('medicalNecessity.mobilityLimitation', text, []).map((n) => n.text)).toEqual([`From your evaluation of ${DATE}`]);
    expect(markers.notes('medicalNecessity.mobilityLimitation', `${text} More.`, [])).toEqual([]);
    expect(markers.notes('medicalNecessity.mobilityLimitation', '', [])).toEqual([]);
  });
});

describe('a letter opened from a saved evaluation (?fromNote=)', () => {
  it('walker from a PT evaluation: fields filled and marked, the checklist follows at once, an edit drops the mark', async () => {
    await renderLetterPage('walker', { search: '?fromNote=note-1', routes: { 'GET /api/notes/note-1': { body: note() } } });
    const filled = letterFromEvaluation('walker', 'pt', PT_ANSWERS);
    const keys = Object.keys(filled);
    const notice = await screen.findByTestId('evaluation-start');
    await waitFor(() => expect(notice.textContent).toBe(EVALUATION_START_TEXTS.filled('pt', DATE, keys.length)));
    for (const key of keys) {
      await waitFor(() => expect((screen.getByLabelText(question('walker', key)) as HTMLTextAreaElement).value).toBe(filled[key]));
    }
    expect((screen.getByLabelText(question('walker', 'medicalNecessity')) as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(screen.getAllByText(`From your evaluation of ${DATE}`)).toHaveLength(keys.length));

    // The checklist shows what the rules find in the filled letter.
    const expected = coverageChecklist('walker', filled);
    await waitFor(() => {
      for (const criterion of expected.criteria) {
        expect(document.querySelector(`[data-criterion="${criterion.id}"]`)!.getAttribute('data-status')).toBe(criterion.status);
      }
    });
    expect(expected.criteria.some((criterion) => criterion.status === 'documented')).toBe(true);
    expect(expected.criteria.find((criterion) => criterion.id === 'written-order')?.status).not.toBe('documented');

    fireEvent.change(screen.getByLabelText(question('walker', 'mobilityLimitation')), { target: { value: 'Edited by the clinician' } });
    await waitFor(() => expect(screen.getAllByText(`From your evaluation of ${DATE}`)).toHaveLength(keys.length - 1));
  });

  it('an evaluation that cannot be opened leaves the letter empty and says so', async () => {
    await renderLetterPage('walker', {
      search: '?fromNote=gone',
      routes: { 'GET /api/notes/gone': { status: 404, body: { message: 'Note not found' } } },
    });
    const notice = await screen.findByTestId('evaluation-start');
    await waitFor(() => expect(notice.textContent).toBe(EVALUATION_START_TEXTS.notFound));
    expect((screen.getByLabelText(question('walker', 'mobilityLimitation')) as HTMLTextAreaElement).value).toBe('');
  });

  it('without ?fromNote= nothing is fetched and no notice shows', async () => {
    const { requests } = await renderLetterPage('walker');
    await settle(50);
    expect(screen.queryByTestId('evaluation-start')).toBeNull();
    expect(requests.some((request) => new URL(request.url).pathname.startsWith('/api/notes/'))).toBe(false);
    expect(within(document.body).queryByText(/From your evaluation/)).toBeNull();
  });
});
