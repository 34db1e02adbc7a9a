import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AUTOCOMPLETE_STORAGE_PREFIX, autocompleteStorageKey, type FieldDefinition } from '@clinote/clinical-text';
import { ClinoteThemeProvider } from '../ClinoteThemeProvider';
import { axeViolations } from '../test-helpers';
import { SmartTextArea } from './SmartTextArea';

const FIELD: FieldDefinition = {
  key: 'pain',
  label: 'Pain assessment',
  question: 'Pain: rating, location, what helps',
  output: true,
  input: true,
  chips: ['Denies pain', 'Fake knee pain 4/10'],
  area: 'ptEval',
  style: 'labelled',
};
const KEY = autocompleteStorageKey(FIELD.area, FIELD.key);
const LONG = 'Fake long entry: aching in the left shoulder after reaching overhead, eased by rest and heat';

const stored = (): unknown => JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
const seed = (history: unknown) => window.localStorage.setItem(KEY, typeof history === 'string' ? history : JSON.stringify(history));

/** A page holding the field's value, with somewhere else to move the focus to. */
function Page({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ClinoteThemeProvider>
      <main>
        <SmartTextArea
          id="pt-subjective-pain"
          field={FIELD}
          value={value}
          onChange={(next) => {
            setValue(next);
            onValue?.(next);
          }}
        />
        <button type="button">Elsewhere</button>
      </main>
    </ClinoteThemeProvider>
  );
}

const area = () => screen.getByLabelText(FIELD.question) as HTMLTextAreaElement;
const listbox = () => screen.queryByRole('listbox');
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const focusField = () => act(() => area().focus());
const type = (value: string) => fireEvent.change(area(), { target: { value } });
const leave = () => act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
const key = (key: string, init: object = {}) => fireEvent.keyDown(area(), { key, ...init });

describe('SmartTextArea', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('is a text area labelled by the question, and keeps history under the clinical-text key', () => {
    render(<Page />);
    expect(area().tagName).toBe('TEXTAREA');
    expect(KEY).toBe(`${AUTOCOMPLETE_STORAGE_PREFIX}ptEval.pain`);
    expect(KEY.startsWith('clinote.autocomplete.')).toBe(true);
  });

  describe('remembering (docs/product.md §5)', () => {
    it('remembers an edit of 5+ characters when the field is left, newest first', () => {
      render(<Page />);
      focusField();
      type('Fake first entry');
      leave();
      focusField();
      type('  Fake second entry  ');
      leave();
      expect(stored()).toEqual(['Fake second entry', 'Fake first entry']);
    });

    it('does not remember fewer than 5 characters (after trimming), or a field left without an edit', () => {
      const setItem = jest.spyOn(Storage.prototype, 'setItem');
      render(<Page initial="Fake value loaded from a draft" />);
      focusField();
      type('  abcd  ');
      leave();
      focusField();
      leave();
      expect(stored()).toBeNull();
      expect(setItem).not.toHaveBeenCalled();
      setItem.mockRestore();
    });

    it('does not store a near-duplicate twice, and does not write when nothing changes', () => {
      seed(['Walks with rolling walker']);
      const setItem = jest.spyOn(Storage.prototype, 'setItem');
      render(<Page />);
      focusField();
      type('walks with rolling walkers');
      leave();
      focusField();
      type('Walks with rolling walker');
      leave();
      expect(stored()).toEqual(['Walks with rolling walker']);
      expect(setItem).not.toHaveBeenCalled();
      setItem.mockRestore();
    });

    it('tolerates corrupted storage: treats it as empty and replaces it on the next remembered value', () => {
      for (const corrupted of ['{not json', '{"a":1}', '"text"', JSON.stringify([42, null, 'Fake kept entry'])]) {
        seed(corrupted);
        const { unmount } = render(<Page />);
        focusField();
        expect(() => type('Fake')).not.toThrow();
        type('Fake new entry');
        leave();
        expect(stored()).toEqual(corrupted.includes('kept') ? ['Fake new entry', 'Fake kept entry'] : ['Fake new entry']);
        unmount();
        window.localStorage.clear();
      }
    });

    it('keeps working when storage refuses to be written', () => {
      const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      render(<Page />);
      focusField();
      type('Fake entry that cannot be stored');
      expect(() => leave()).not.toThrow();
      expect(area().value).toBe('Fake entry that cannot be stored');
      setItem.mockRestore();
    });
  });

  describe('suggestions (docs/product.md §4, §5)', () => {
    it('opens on focus with at most 2 suggestions', () => {
      seed(['Fake alpha entry', 'Fake bravo entry', 'Fake charlie entry', 'Fake delta entry']);
      render(<Page />);
      expect(listbox()).toBeNull();
      focusField();
      // suggestions() drops "Fake bravo entry" etc. (same first 4 characters): distinct starts are kept.
      expect(options().length).toBeLessThanOrEqual(2);
      expect(options().length).toBeGreaterThan(0);
    });

    it('shows at most 2, filtered by the typed text (case-insensitive)', () => {
      seed([
        'Right knee ache on stairs',
        'Sharp lower back pain',
        'Left knee stiffness mornings',
        'Knee swelling after walks',
        'Headache in evenings',
      ]);
      render(<Page />);
      focusField();
      expect(options()).toHaveLength(2);
      type('KNEE');
      expect(options().map((option) => option.textContent)).toEqual(['Right knee ache on stairs', 'Left knee stiffness mornings']);
      type('back');
      expect(options().map((option) => option.textContent)).toEqual(['Sharp lower back pain']);
      type('nothing like this');
      expect(listbox()).toBeNull();
      expect(area().getAttribute('aria-controls')).toBeNull();
    });

    it('closes 200 ms after the field loses focus', () => {
      seed(['Fake remembered entry']);
      jest.useFakeTimers();
      render(<Page />);
      focusField();
      expect(listbox()).toBeTruthy();
      leave();
      act(() => jest.advanceTimersByTime(199));
      expect(listbox()).toBeTruthy();
      act(() => jest.advanceTimersByTime(1));
      expect(listbox()).toBeNull();
    });

    it('stays open when focus comes back within 200 ms', () => {
      seed(['Fake remembered entry']);
      jest.useFakeTimers();
      render(<Page />);
      focusField();
      leave();
      act(() => jest.advanceTimersByTime(100));
      focusField();
      act(() => jest.advanceTimersByTime(300));
      expect(listbox()).toBeTruthy();
    });

    it('moves with ArrowDown/ArrowUp (wrapping) and inserts the whole suggestion on Enter, replacing the value', () => {
      seed([LONG, 'Denies pain at rest today']);
      render(<Page />);
      focusField();
      type('');
      const [first, second] = options();
      expect(first.textContent).toBe(`${LONG.slice(0, 57)}...`);
      expect(area().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
      expect(area().getAttribute('aria-activedescendant')).toBeNull();

      key('ArrowDown');
      expect(area().getAttribute('aria-activedescendant')).toBe(first.id);
      expect(first.getAttribute('aria-selected')).toBe('true');
      key('ArrowDown');
      expect(area().getAttribute('aria-activedescendant')).toBe(second.id);
      key('ArrowDown');
      expect(area().getAttribute('aria-activedescendant')).toBe(first.id);
      key('ArrowUp');
      expect(area().getAttribute('aria-activedescendant')).toBe(second.id);
      key('ArrowUp');

      type('shoulder');
      key('ArrowDown');
      const enter = fireEvent.keyDown(area(), { key: 'Enter' });
      expect(enter).toBe(false); // default prevented: no new line
      expect(area().value).toBe(LONG);
      expect(listbox()).toBeNull();
    });

    it('lets Enter insert a new line when no option is active', () => {
      seed(['Fake remembered entry']);
      render(<Page />);
      focusField();
      expect(listbox()).toBeTruthy();
      expect(fireEvent.keyDown(area(), { key: 'Enter' })).toBe(true);
    });

    it('closes on Escape, and opens again when typing', () => {
      seed(['Fake remembered entry']);
      render(<Page />);
      focusField();
      key('ArrowDown');
      expect(fireEvent.keyDown(area(), { key: 'Escape' })).toBe(false);
      expect(listbox()).toBeNull();
      expect(area().getAttribute('aria-activedescendant')).toBeNull();
      // With the list closed, arrows move the caret as in any text area.
      expect(fireEvent.keyDown(area(), { key: 'ArrowDown' })).toBe(true);
      type('Fake');
      expect(listbox()).toBeTruthy();
    });

    it('replaces the value with a clicked suggestion, keeping the focus in the field', () => {
      seed(['Fake remembered entry']);
      render(<Page initial="Fa" />);
      focusField();
      const [option] = options();
      expect(fireEvent.mouseDown(option)).toBe(false); // focus is not taken from the text area
      fireEvent.click(option);
      expect(area().value).toBe('Fake remembered entry');
      expect(listbox()).toBeNull();
    });

    it('does not offer what the field already holds', () => {
      seed(['Fake remembered entry', 'Fake remembered entry, and more']);
      render(<Page initial="Fake remembered entry" />);
      focusField();
      expect(options().map((option) => option.textContent)).toEqual(['Fake remembered entry, and more']);
    });

    it('announces how many suggestions there are, politely', () => {
      seed(['Fake remembered entry', 'Sharp lower back pain']);
      render(<Page />);
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('');
      focusField();
      expect(status.textContent).toMatch(/^2 suggestions available/);
    });
  });

  describe('quick-suggestion chips', () => {
    it('are buttons named by their text, in a labelled group', () => {
      render(<Page />);
      const group = screen.getByRole('group', { name: 'Quick suggestions' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(FIELD.chips);
      for (const chip of within(group).getAllByRole('button')) expect(chip.getAttribute('type')).toBe('button');
    });

    it('append the chip text, and count as an edit that is remembered', () => {
      const values: string[] = [];
      render(<Page onValue={(value) => values.push(value)} />);
      const group = screen.getByRole('group', { name: 'Quick suggestions' });
      const chip = (name: string) => within(group).getByRole('button', { name });
      act(() => chip('Denies pain').focus());
      fireEvent.click(chip('Denies pain'));
      fireEvent.click(chip('Fake knee pain 4/10'));
      expect(area().value).toBe('Denies pain, Fake knee pain 4/10');
      expect(document.activeElement).toBe(chip('Denies pain')); // focus stays where the user is
      leave();
      expect(stored()).toEqual(['Denies pain, Fake knee pain 4/10']);
    });

    it('are remembered at once when the click did not focus them (Safari)', () => {
      render(<Page initial="Fake stiffness" />);
      fireEvent.click(screen.getByRole('button', { name: 'Denies pain' }));
      expect(area().value).toBe('Fake stiffness, Denies pain');
      expect(stored()).toEqual(['Fake stiffness, Denies pain']);
    });
  });

  it('shows the catalogue hint under the question and describes the text area by it, and by a warning too (issue 20)', async () => {
    const field: FieldDefinition = { ...FIELD, key: 'fallHistory', output: false, hint: 'Not included in the generated note' };
    render(
      <ClinoteThemeProvider>
        <main>
          <SmartTextArea
            id="pt-subjective-fallHistory"
            field={field}
            value="Fake fall 01/02/1950"
            onChange={() => undefined}
            fieldWarning={() => 'Fake warning'}
          />
        </main>
      </ClinoteThemeProvider>,
    );
    const textarea = screen.getByLabelText(FIELD.question);
    const described = () =>
      textarea
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent);
    expect(screen.getByText('Not included in the generated note')).toBeTruthy();
    expect(described()).toEqual(['Not included in the generated note', expect.stringContaining('Fake warning')]);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the catalogue example as the placeholder, prefixed 'e.g.', while the question stays the label (issue 20)", async () => {
    const field: FieldDefinition = { ...FIELD, example: 'Fake L knee pain 4/10 at rest, 7/10 with stairs' };
    seed(['Fake remembered entry']);
    const { rerender } = render(
      <ClinoteThemeProvider>
        <main>
          <SmartTextArea id="pt-subjective-pain" field={field} value="" onChange={() => undefined} />
        </main>
      </ClinoteThemeProvider>,
    );
    const textarea = screen.getByRole('textbox', { name: FIELD.question }) as HTMLTextAreaElement;
    expect(textarea).toBe(screen.getByLabelText(FIELD.question));
    expect(textarea.placeholder).toBe('e.g. Fake L knee pain 4/10 at rest, 7/10 with stairs');
    expect(screen.getByPlaceholderText('e.g. Fake L knee pain 4/10 at rest, 7/10 with stairs')).toBe(textarea);
    // Only a visual aid: not the name, not a description, and no aria-label of its own.
    expect(textarea.hasAttribute('aria-label')).toBe(false);
    expect(textarea.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByLabelText(/^e\.g\./)).toBeNull();
    // The rest of the field is as before: chips, and remembered suggestions on focus.
    expect(within(screen.getByRole('group', { name: 'Quick suggestions' })).getAllByRole('button')).toHaveLength(FIELD.chips.length);
    act(() => textarea.focus());
    expect(options().map((option) => option.textContent)).toContain('Fake remembered entry');
    expect(await axeViolations()).toEqual([]);

    // A field without an example has no placeholder.
    rerender(
      <ClinoteThemeProvider>
        <main>
          <SmartTextArea id="pt-subjective-pain" field={FIELD} value="" onChange={() => undefined} />
        </main>
      </ClinoteThemeProvider>,
    );
    expect(area().hasAttribute('placeholder')).toBe(false);
  });

  it('has no axe violations with the list open and an option active', async () => {
    seed(['Fake remembered entry', 'Sharp lower back pain']);
    render(<Page />);
    focusField();
    key('ArrowDown');
    expect(await axeViolations()).toEqual([]);
  });
});
