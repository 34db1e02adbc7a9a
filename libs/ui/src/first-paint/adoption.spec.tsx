import { act, render } from '@testing-library/react';
import { FORMS } from '@clinote/clinical-text';
import { APP_CONTAINER_ID, FIRST_PAINT_SUBMITTED_ATTR } from '@clinote/contracts';
import { ClinoteThemeProvider } from '../ClinoteThemeProvider';
import { CatalogueForm } from '../index';
import { settle } from '../test-helpers';
import { appContainer, readFirstPaintForm, revealApp } from './adoption';
import { catalogueFormHtml } from './catalogue-form-html';

// docs/decisions/0145-first-paint-forms.md: the clinician types in the first paint's form before the
// app has loaded; the app's form takes over what was typed, the caret and a submit, and only then
// replaces the first paint.

const PT = FORMS.pt;
const painted = () => catalogueFormHtml(PT, { headingLevel: 2, actionsHtml: '<button type="submit">Generate Note</button>' });
const field = (id: string) => document.getElementById(id) as HTMLTextAreaElement;

beforeEach(() => {
  document.body.innerHTML = `<div id="root"><div class="frame">${painted()}</div></div>`;
});

/** Mounts CatalogueForm as the app does (mountApp renders into appContainer()). */
async function mountForm(onSubmit = jest.fn()) {
  const container = appContainer();
  await act(async () => {
    render(
      <ClinoteThemeProvider>
        <CatalogueForm definition={PT} onSubmit={onSubmit} actions={() => <button type="submit">Generate Note</button>} />
      </ClinoteThemeProvider>,
      { container },
    );
  });
  await settle();
  return onSubmit;
}

describe('a first paint that holds a form', () => {
  it('keeps the app hidden beside it until the form is taken over; with no form in it the app renders in #root', () => {
    const container = appContainer();
    expect(container.id).toBe(APP_CONTAINER_ID);
    expect(container.hidden).toBe(true);
    expect(document.getElementById('root')?.querySelector('form')).toBeTruthy(); // the first paint stays on screen
    document.body.innerHTML = '<div id="root"><p>Loading…</p></div>';
    expect(appContainer().id).toBe('root');
  });

  it('reads what was typed, by element id, and where the caret was', () => {
    const pain = 'pt-subjective-patientInfo';
    field(pain).value = 'Fake 80 yo F referred after a fall';
    field(pain).focus();
    field(pain).setSelectionRange(5, 9);
    expect(readFirstPaintForm('pt')).toEqual({
      values: expect.objectContaining({ [pain]: 'Fake 80 yo F referred after a fall' }),
      submitted: false,
      focus: { id: pain, start: 5, end: 9 },
    });
    expect(readFirstPaintForm('ot')).toBeNull();
  });

  it('CatalogueForm takes over the typed text and the caret, then replaces the first paint', async () => {
    const id = 'pt-subjective-patientInfo';
    field(id).value = 'Fake 80 yo F';
    field(id).focus();
    field(id).setSelectionRange(4, 4);
    await mountForm();
    expect(document.getElementById('root')).toBeNull();
    expect(document.getElementById(APP_CONTAINER_ID)!.hidden).toBe(false);
    expect(field(id).value).toBe('Fake 80 yo F');
    expect(document.activeElement).toBe(field(id));
    expect([field(id).selectionStart, field(id).selectionEnd]).toEqual([4, 4]);
  });

  it('runs a Generate pressed before the page had loaded, with what was typed', async () => {
    const id = 'pt-subjective-patientInfo';
    field(id).value = 'Fake 80 yo F';
    document.querySelector('form')!.setAttribute(FIRST_PAINT_SUBMITTED_ATTR, '');
    const onSubmit = await mountForm();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].subjective.patientInfo).toBe('Fake 80 yo F');
  });

  it("puts the focus on the app's button when the clinician pressed the first paint's (a Generate pressed early)", async () => {
    const button = document.querySelector<HTMLButtonElement>('#root form button[type="submit"]')!;
    button.focus();
    document.querySelector('form')!.setAttribute(FIRST_PAINT_SUBMITTED_ATTR, '');
    await mountForm();
    expect(document.activeElement?.textContent).toBe('Generate Note');
    expect(document.getElementById(APP_CONTAINER_ID)!.contains(document.activeElement)).toBe(true);
  });

  it('focuses a field that has no selection (type="email", as a remote of another release renders it) without throwing', async () => {
    const app = appContainer();
    app.innerHTML = '<form><input id="login-email" type="email" value="pat@clinote.test" /></form>';
    const field = app.querySelector('input')!;
    const selected = jest.spyOn(field, 'setSelectionRange');
    revealApp({ id: 'login-email', start: 3, end: 3 });
    await Promise.resolve(); // the focus is put back in a microtask
    expect(app.hidden).toBe(false);
    expect(document.activeElement?.id).toBe('login-email');
    // Asked of an email field, setSelectionRange throws (InvalidStateError): it must not be asked.
    expect(selected).not.toHaveBeenCalled();
  });

  it('is taken over once: the app shown, a later reveal does nothing', async () => {
    await mountForm();
    revealApp();
    expect(document.getElementById(APP_CONTAINER_ID)!.hidden).toBe(false);
    expect(readFirstPaintForm('pt')).toBeNull();
  });
});
