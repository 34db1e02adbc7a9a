import { ACTIVITY_STATUSES, ADMIN_MESSAGES } from '@clinote/contracts';
import { ACTIVITY_ORDER, ADMIN_TEXT } from './admin-text';

describe('admin page words', () => {
  it('say what the server says (ADMIN_MESSAGES), so a refusal reads the same on screen', () => {
    expect(ADMIN_TEXT.cannotDeleteSelf).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
    expect(ADMIN_TEXT.emailRequired).toBe(ADMIN_MESSAGES.emailRequired);
  });

  it('rank the activity statuses as the contract does, most active first', () => {
    expect(ACTIVITY_ORDER).toEqual(ACTIVITY_STATUSES);
  });
});
