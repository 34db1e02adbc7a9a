import { screen, waitFor, within } from '@testing-library/react';
import { coverageChecklist, EQUIPMENT_NAMES, type Equipment } from '@clinote/clinical-text';
import { renderLetterPage, settle, type } from '../test-helpers';
import { EMPTY_CHECKLISTS } from './empty-checklists.build-time';
import { loadCoverageRules } from './useCoverageRules';

// The rules' module is counted when it is first required, i.e. when loadCoverageRules' import() runs.
let mockRulesRequired = 0;
jest.mock('./coverage-rules', () => {
  mockRulesRequired += 1;
  return jest.requireActual('./coverage-rules');
});

describe('the coverage rules load on first need (issue 22)', () => {
  it('the page shows the empty checklist without the rules; the first answer with text fetches them and the checklist follows the answers', async () => {
    await renderLetterPage('walker', { signedIn: false });
    const panel = within(await screen.findByRole('region', { name: 'Medicare Coverage Checklist' }));
    expect(panel.getByTestId('coverage-count').textContent).toBe('0 of 5 documented');
    expect(panel.getByRole('list', { name: 'Coverage criteria' }).children).toHaveLength(5);
    await settle(300);
    expect(mockRulesRequired).toBe(0);

    type('walker', 'patientCapability', '  ');
    await settle(300);
    expect(mockRulesRequired).toBe(0);

    type('walker', 'patientCapability', 'Able to use walker safely');
    await waitFor(() =>
      expect(document.querySelector('[data-criterion="walker-safe-use"]')!.getAttribute('data-status')).toBe('documented'),
    );
    expect(mockRulesRequired).toBe(1);
    await expect(loadCoverageRules()).resolves.toHaveProperty('coverageChecklist');
  });

  it('the empty checklists are what the rules give for no answers, for every equipment', () => {
    for (const equipment of Object.keys(EQUIPMENT_NAMES) as Equipment[]) {
      expect(EMPTY_CHECKLISTS[equipment]).toEqual(coverageChecklist(equipment, {}));
    }
  });
});
