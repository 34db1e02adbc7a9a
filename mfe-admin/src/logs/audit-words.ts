import type { AuditLogEntry } from '@clinote/contracts';

/** The audit log's actions in words: "<who> deleted the account <target>", "<who> signed <note title (id)>". */
const ACTION_WORDS: Record<AuditLogEntry['action'], string> = {
  'user.delete': 'deleted the account',
  'test-email.send': 'sent a test e-mail',
  'user.sessions-end': 'ended every session of',
  // A clinician's note actions, recorded by svc-notes (issue 25).
  'note.sign': 'signed',
  'note.addendum': 'added an addendum to',
  'note.pdf-download': 'downloaded the PDF of',
  'note.email': 'e-mailed',
};

/** An action the page does not know yet is shown as the server wrote it. */
export function actionWords(action: string): string {
  return ACTION_WORDS[action as AuditLogEntry['action']] ?? action;
}
