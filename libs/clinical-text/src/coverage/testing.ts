// For the checklist's tests only (left out of the build and of coverage): one equipment item's
// checklist on a fixed day, and the questions the tests ask of it.
import { coverageChecklist } from './checklist';
import type { Equipment } from '../types';

type Answers = Record<string, string>;

export const TODAY = new Date(2026, 2, 10);

export function checklistProbe(equipment: Equipment) {
  const check = (answers: Answers) => coverageChecklist(equipment, answers, { today: TODAY });
  const criterion = (answers: Answers, id: string) => {
    const found = check(answers).criteria.find((c) => c.id === id);
    if (!found) throw new Error(`criterion ${id} not in the checklist`);
    return found;
  };
  return {
    check,
    criterion,
    documented: (answers: Answers, id: string) => criterion(answers, id).status === 'documented',
    ids: (answers: Answers) => check(answers).criteria.map((c) => c.id),
    codes: (answers: Answers) => check(answers).hcpcs.map((h) => h.code),
    warningIds: (answers: Answers) => check(answers).warnings.map((w) => w.id),
  };
}
