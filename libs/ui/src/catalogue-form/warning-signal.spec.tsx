import { act, fireEvent, render, screen } from '@testing-library/react';
import { FORMS } from '@clinote/clinical-text';
import { ClinoteThemeProvider } from '../ClinoteThemeProvider';
import { CatalogueForm, type FieldWarning } from '../index';
import { settle } from '../test-helpers';
import { createWarningSignal, useWarningVersion, WarningSignalContext } from './warning-signal';

// Issue 23: when the page's check arrives (the PHI guard loads on first need), only the fields holding
// text render again — every field of the form did, one long frame under the first keystrokes.

describe('useWarningVersion', () => {
  it('renders a field holding text again when the check changes, and an empty one never', () => {
    const signal = createWarningSignal();
    const renders = { empty: 0, filled: 0 };
    function Field({ name, hasText }: { name: 'empty' | 'filled'; hasText: boolean }) {
      renders[name] += 1;
      return <span>{useWarningVersion(hasText)}</span>;
    }
    render(
      <WarningSignalContext.Provider value={signal}>
        <Field name="empty" hasText={false} />
        <Field name="filled" hasText />
      </WarningSignalContext.Provider>,
    );
    act(() => signal.bump());
    expect(renders).toEqual({ empty: 1, filled: 2 });
  });
});

describe("CatalogueForm when the page's check arrives after the text", () => {
  it('checks the fields that hold text at once, without another keystroke', async () => {
    const question = FORMS.sn.sections[0].fields[0].question;
    const form = (fieldWarning?: FieldWarning) => (
      <ClinoteThemeProvider>
        <CatalogueForm definition={FORMS.sn} onSubmit={() => undefined} fieldWarning={fieldWarning} />
      </ClinoteThemeProvider>
    );
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(form());
    });
    await settle();
    fireEvent.change(screen.getByLabelText(question), { target: { value: 'Fake patient born 01/02/1950' } });
    await settle(600);
    const check = jest.fn((value: string) => (value.includes('1950') ? 'This looks like a date of birth.' : null));
    await act(async () => {
      view.rerender(form(check));
    });
    expect(screen.getByText('This looks like a date of birth.')).toBeTruthy();
    // Only the field holding text was checked.
    expect(check.mock.calls.map(([value]) => value)).toEqual(['Fake patient born 01/02/1950']);
  });
});
