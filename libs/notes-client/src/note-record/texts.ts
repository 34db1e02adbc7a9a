import { formatSignedAt, signerNameLine, type Note, type NoteVersion, type Signer } from '@clinote/contracts';
import type { Toast } from '@clinote/platform';

/** What is being owned: a SOAP note or a letter; the words name it. */
export type RecordSubject = 'note' | 'letter';

const Subject = (subject: RecordSubject) => (subject === 'note' ? 'Note' : 'Letter');

/**
 * The words of owning a result (issue 25): edit, save changes, sign, addenda, versions, the profile a
 * signature shows. The server's refusals (wrong password, locked, stale version) are its own words,
 * from @clinote/contracts, shown as they come.
 */
export const RECORD_TEXTS = {
  textLabel: (subject: RecordSubject) => `${Subject(subject)} text`,
  unsavedChanges: 'Your changes are not saved yet: Save changes to use them in your account, the e-mail and the PDF.',
  savedNotYet: (subject: RecordSubject) => `Edits are kept on this screen; Save changes appears once the ${subject} is saved.`,
  saveChanges: 'Save changes',
  savingChanges: 'Saving...',
  emailAgain: 'E-mail me the updated version',
  changesSaved: (subject: RecordSubject, version: number): Toast => ({
    title: 'Changes Saved',
    description: `Your ${subject} has been updated (version ${version}).`,
    kind: 'success',
  }),
  changesNotSaved: (message: string, copied: boolean): Toast => ({
    title: 'Changes Not Saved',
    description: `${message} Your text is still on screen${copied ? ' and copied to your clipboard' : ''}.`,
    kind: 'error',
  }),
  changesNotSavedFallback: 'Your changes could not be saved.',
  emailed: (subject: RecordSubject, email: string): Toast => ({
    title: 'Email Sent',
    description: `Your updated ${subject} has been emailed to ${email}`,
    kind: 'success',
  }),
  sign: 'Sign',
  signNeedsSave: 'Save your changes before signing.',
  addAddendum: 'Add addendum',
  locked: (subject: RecordSubject) => `This ${subject} is signed and locked: it cannot be edited. Add an addendum instead.`,
  signedBy: (signer: Pick<Signer, 'name' | 'credentials' | 'npi'>, signedAt: string) =>
    `Electronically signed by ${signerNameLine(signer)}${signer.npi ? ` (NPI ${signer.npi})` : ''} on ${formatSignedAt(signedAt)}`,
  notSigned: 'Not signed',
  addendaHeading: 'Addenda',
  addendumHeading: (signedAt: string) => `Addendum, ${formatSignedAt(signedAt)}`,

  // The signing dialog.
  signTitle: (subject: RecordSubject) => `Sign this ${subject}`,
  signExplain: (subject: RecordSubject) =>
    `Signing locks the ${subject}: it can no longer be edited, only added to with signed addenda. Your signature shows your name and credentials, with the date and time.`,
  addendumTitle: 'Add an addendum',
  addendumExplain: (subject: RecordSubject) =>
    `An addendum is added under the signed ${subject}, dated and signed with your name. It cannot be changed afterwards.`,
  addendumLabel: 'Addendum',
  addendumRequired: 'Please write the addendum.',
  signAs: 'You sign as',
  changeProfile: 'Change',
  passwordLabel: 'Your password',
  passwordHint: 'Type your password again to sign.',
  passwordRequired: 'Please enter your password.',
  signButton: 'Sign',
  signAddendumButton: 'Sign addendum',
  signing: 'Signing...',
  cancel: 'Cancel',
  signed: (subject: RecordSubject, note: Pick<Note, 'signedAt' | 'signedBy'>): Toast => ({
    title: `${Subject(subject)} Signed`,
    description: note.signedBy && note.signedAt ? `${RECORD_TEXTS.signedBy(note.signedBy, note.signedAt)}. It is now locked.` : undefined,
    kind: 'success',
  }),
  addendumAdded: { title: 'Addendum Added', description: 'Your signed addendum is shown under the note.', kind: 'success' } as Toast,

  // The profile a signature shows.
  profileTitle: 'Your signature',
  profileExplain: 'What your signature on a note or letter shows: your name and credentials, and your NPI if you give it.',
  firstName: 'First name',
  lastName: 'Last name',
  credentials: 'Credentials',
  credentialsExample: 'e.g. PT, DPT or OTR/L or RN',
  npi: 'NPI (optional)',
  npiExample: '10 digits',
  nameRequired: 'Please enter your first and last name.',
  saveProfile: 'Save',
  profileSaved: { title: 'Profile Saved', description: 'Your signature details have been saved.', kind: 'success' } as Toast,
  profileMenu: 'Signature and credentials',

  // Versions.
  versionsHeading: 'Versions',
  version: (version: Pick<NoteVersion, 'number' | 'kind'>) =>
    `Version ${version.number}${version.kind === 'generated' ? ' (as generated)' : ''}`,
  versionSaved: (version: Pick<NoteVersion, 'savedAt' | 'savedBy'>, when: string) => `saved ${when} by ${version.savedBy}`,
  current: 'current',
  viewVersion: (number: number) => `View version ${number}`,
  viewingVersion: (number: number) => `Version ${number}, read-only`,
  backToCurrent: 'Back to the current version',
  versionsFailed: 'The earlier versions could not be loaded.',

  // Note dialog.
  edit: 'Edit',
  cancelEdit: 'Cancel',
  downloadFhir: 'Download FHIR',
  downloadingFhir: 'Downloading FHIR...',
  downloadPdf: 'Download PDF',
  downloadingPdf: 'Downloading PDF...',
} as const;
