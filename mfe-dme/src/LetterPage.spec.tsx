import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { EQUIPMENT, FORMS, GUIDELINE_DIALOG_TITLES, LETTER_RESULT_HEADINGS, type Equipment } from '@clinote/clinical-text';
import { GUIDELINES } from './guidelines';
import { question, renderLetterPage, settle, stubClipboard, type } from './test-helpers';

jest.setTimeout(30_000);

const CLEAR: Record<Equipment, string> = {
  wheelchair: 'Clear All',
  'hospital-bed': 'Clear All Fields',
  commode: 'Clear All Fields',
  walker: 'Clear All Fields',
};

async function openGuidelines(equipment: Equipment) {
  const opener = screen.getByRole('button', { name: 'View Medicare Coverage Guidelines' });
  act(() => opener.focus());
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: GUIDELINE_DIALOG_TITLES[equipment] });
  await settle(50);
  return { opener, dialog };
}

beforeEach(() => {
  localStorage.clear();
  stubClipboard();
});

describe.each(EQUIPMENT)('letter page: %s (docs/product.md §2 Equipment letter forms)', (equipment) => {
  it('shows the title, subtitle, way back, banner, disclaimer, the one open section with every field labelled by its question, and its buttons', async () => {
    await renderLetterPage(equipment);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([FORMS[equipment].pageTitle]);
    expect(screen.getByText('Generate a comprehensive Letter of Medical Necessity')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('letter-banner').textContent).toContain('What a Medicare reviewer looks for:');
    expect(screen.getByTestId('phi-disclaimer')).toBeTruthy();
    const section = document.getElementById(`${equipment}-medicalNecessity-header`)!;
    expect(section.textContent).toBe('Medical Necessity Documentation');
    expect(section.parentElement!.tagName).toBe('H2');
    expect(section.getAttribute('aria-expanded')).toBe('true');
    for (const field of FORMS[equipment].sections[0].fields) expect(screen.getByLabelText(field.question).tagName).toBe('TEXTAREA');

    // The controls: the switch says its state; Generate and the Clear button read as the spec says.
    expect(screen.getByRole('button', { name: 'Generate Letter of Medical Necessity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: CLEAR[equipment] })).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: 'AI Enhancement Enabled' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('switch', { name: 'AI Enhancement Disabled' }).getAttribute('aria-checked')).toBe('false');
  });

  it('opens the coverage guidelines in a tall dialog with its title, description (not for the wheelchair) and Close Guidelines', async () => {
    await renderLetterPage(equipment);
    const { opener, dialog } = await openGuidelines(equipment);
    const description = within(dialog).queryByText('Review these guidelines before completing documentation');
    if (equipment === 'wheelchair') expect(description).toBeNull();
    else expect(description).toBeTruthy();
    expect(within(dialog).getByTestId('dialog-scroll-area').style.maxHeight).toBe('70vh');
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(GUIDELINES[equipment].sections.map((section) => section.heading));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close Guidelines' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('letter page', () => {
  it('wheelchair guidelines: the six headings of the spec and the under-3-months sentence', async () => {
    await renderLetterPage('wheelchair');
    const { dialog } = await openGuidelines('wheelchair');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Mobility Impairment',
      'Medical Necessity and MRADL Improvement',
      'Patient Capability or Caregiver Support',
      'Home Accessibility',
      'Physician Face-to-Face Exam and Order',
      'Use and Duration of Need',
    ]);
    expect(within(dialog).getByText('A need expected to last under 3 months is rarely reasonable for a custom wheelchair.')).toBeTruthy();
  });

  it('Clear All Fields empties every field and the result; toast Cleared / All fields have been reset', async () => {
    await renderLetterPage('commode', { signedIn: false });
    fireEvent.click(screen.getByRole('switch', { name: 'AI Enhancement Enabled' }));
    type('commode', 'toiletingLimitation', 'fake limitation, confined to one room');
    type('commode', 'frequencyDuration', 'Nightly');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Letter of Medical Necessity' }));
    expect(await screen.findByRole('heading', { level: 2, name: LETTER_RESULT_HEADINGS.commode })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Fields' }));
    expect((screen.getByLabelText(question('commode', 'toiletingLimitation')) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText(question('commode', 'frequencyDuration')) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByTestId('result-card')).toBeNull();
    expect(await screen.findByText('Cleared')).toBeTruthy();
    expect(screen.getByText('All fields have been reset')).toBeTruthy();
  });

  it('has no axe violations (WCAG 2.0/2.1/2.2 A+AA, best practice) with the checklist and a letter shown', async () => {
    await renderLetterPage('hospital-bed', { signedIn: false });
    fireEvent.click(screen.getByRole('switch', { name: 'AI Enhancement Enabled' }));
    type('hospital-bed', 'regularBedIssues', 'Requires head of bed elevated more than 30 degrees');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Letter of Medical Necessity' }));
    await screen.findByTestId('result-card');
    await screen.findByTestId('coverage-count');
    await settle(300);
    // jsdom has no layout: contrast and target size are for the browser suite.
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    });
    expect(result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 160)}`))).toEqual([]);
  });
});
