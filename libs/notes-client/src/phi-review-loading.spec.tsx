import { act, render, screen } from '@testing-library/react';
import { FORMS } from '@clinote/clinical-text';
import type { FormAnswers } from '@clinote/ui';
import { loadPhiGuard, usePhiReview } from './phi-review';

// The guard's module is counted when it is first required, i.e. when loadPhiGuard's import() runs.
let mockGuardRequired = 0;
jest.mock('@clinote/phi-guard', () => {
  mockGuardRequired += 1;
  return jest.requireActual('@clinote/phi-guard');
});

const walker = FORMS.walker;
const field = walker.sections[0].fields[0].key;

let onAnswersChange: (answers: FormAnswers) => void = () => undefined;
function Harness() {
  const phi = usePhiReview(walker);
  onAnswersChange = phi.onAnswersChange;
  return <output data-testid="warning">{phi.fieldWarning ? 'checking' : 'not yet'}</output>;
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the PHI guard loads on first need, not with the form (issues 11, 22)', () => {
  it('is not fetched when the form mounts, nor for blank answers; the first answer with text fetches it, and the fields are checked', async () => {
    render(<Harness />);
    await flush();
    expect(mockGuardRequired).toBe(0);
    expect(screen.getByTestId('warning').textContent).toBe('not yet');

    act(() => onAnswersChange({ medicalNecessity: { [field]: '   ' } }));
    await flush();
    expect(mockGuardRequired).toBe(0);

    act(() => onAnswersChange({ medicalNecessity: { [field]: 'Tom' } }));
    await flush();
    expect(mockGuardRequired).toBe(1);
    expect(screen.getByTestId('warning').textContent).toBe('checking');
    // Tests may await the module itself for a deterministic loaded state: it is the same one.
    await expect(loadPhiGuard()).resolves.toBe(await loadPhiGuard());
    expect(mockGuardRequired).toBe(1);
  });
});
