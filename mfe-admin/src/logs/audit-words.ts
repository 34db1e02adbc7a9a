import type { AuditLogEntry } from '@clinote/contracts';

/** The audit log's actions in words: "<who> deleted the account <target>". */
const ACTION_WORDS: Record<AuditLogEntry['action'], string> = {
  'user.delete': 'deleted the account',
  'test-email.send': 'sent a test e-mail',
  'user.sessions-end': 'ended every session of',
};

/** An action the page does not know yet is shown as the server wrote it. */
export function actionWords(action: string): string {
  return ACTION_WORDS[action as AuditLogEntry['action']] ?? action;
}
