import type { CreateNoteRequest, EnhanceFactCheck } from '@clinote/contracts';
import { errorMessage, notReached, type Toast } from '@clinote/platform';
import type { FormAnswers } from '@clinote/ui';
import type { CheckedPart, TextChoice } from './fact-check-choice';
import type { OutgoingText, PhiDecision } from './phi-review';
import { PhiRefused, phiRefusedToast } from './phi-review-refusal';

// The one pipeline of a generated document — a SOAP note or a letter of medical necessity (docs/product.md
// §4 "Note generation", "Letter generation"; §8 for every toast): PHI review → the plain text →
// enhancement part by part with its fallback → the fact-check choice → copy → save → e-mail. The
// outside world is injected (DocumentEffects), what differs between documents is a DocumentKind,
// and the failures become toasts here and nowhere else. docs/decisions/0134-document-pipeline.md.

/** What every generated document carries, whatever else its kind adds (sections, the plain letter). */
export interface GeneratedDocument {
  /** As shown, copied and saved: enhanced, a fallback, or the standard text. */
  text: string;
  /** The AI path made the text (the provider, or a local rewrite standing in for it). */
  aiEnhanced: boolean;
  /** Why the text is not (all) the AI's although AI was on; a key of the kind's fallback toasts. */
  fallback?: string;
  /** The AI parts whose fact check failed (issue 20): the clinician chooses before the text is used. */
  flagged?: CheckedPart[];
  choice?: TextChoice;
}

/** One AI answer: the text and svc-ai's fact check of it (absent from an svc-ai that predates the check). */
export interface EnhancedText {
  enhancedText: string;
  factCheck?: EnhanceFactCheck;
}

/**
 * Where the document stands with the clinician's account. 'pending': the save did not reach the
 * server and is kept in this browser to be sent again (issue 25, save-outbox.ts).
 */
export type SaveState = 'guest' | 'saving' | 'saved' | 'pending' | 'not-saved';

/** The document on screen, with what happened to it so far. */
export type ShownDocument<D extends GeneratedDocument> = Omit<D, 'flagged' | 'choice'> & {
  /** Whether the clipboard holds it; null before the copy (and while the fact-check choice is open). */
  copied: boolean | null;
  /** 'pending' while the clinician chooses between the flagged AI text and the standard one, then the choice. */
  choice?: 'pending' | TextChoice;
  save: SaveState;
  /** The saved note (for Download PDF). */
  noteId?: string;
};

/** The answers the review let through, and whether identifiers in them were knowingly kept. */
export interface ReviewedAnswers {
  answers: FormAnswers;
  phiConfirmed: boolean;
}

/** The toasts of one kind of document (docs/product.md §8, word for word in each slice's toast table). */
export interface DocumentToasts<Fallback extends string> {
  /** With AI on, as the enhancement starts. */
  enhancing: Toast;
  /** The enhancement failed and this fallback was used. */
  fallback: Readonly<Record<Fallback, Toast>>;
  copied(aiEnhanced: boolean): Toast;
  copyFailed: Toast;
  saved: Toast;
  saveFailed: Toast;
  /** The save did not reach the server and is kept to be sent when the connection returns (issue 25). */
  savePending: Toast;
  emailed(email: string): Toast;
  /** Anything else failed: the failure's message, else the kind's words. */
  failed(message: string | undefined): Toast;
}

/** What the kind gets to make its text: the enhancement call carries the review's confirmation itself. */
export interface GenerateContext<Request> {
  aiEnabled: boolean;
  /** When generation started (a letter's template is dated with it). */
  date: Date;
  /** One enhancement call; `phiConfirmed` is added when the clinician kept identifiers. Rejects with the HTTP error. */
  enhance(request: Omit<Request, 'phiConfirmed'>): Promise<EnhancedText>;
  /** A failed call the kind fell back from (logged). */
  onEnhanceFailed(error: unknown): void;
}

/** What differs between a SOAP note and a letter; everything else is the pipeline's. */
export interface DocumentKind<D extends GeneratedDocument, Request extends { phiConfirmed?: boolean }> {
  /** In log lines: "Note not saved:", "Letter not saved:". */
  name: string;
  toasts: DocumentToasts<NonNullable<D['fallback']>>;
  /** With AI on, whether these answers are sent (the "AI Enhancement" toast says so). */
  announcesEnhancement(answers: FormAnswers): boolean;
  /**
   * The plain text and, with AI on, the enhancement of each part with the kind's fallback. Rejects
   * with PhiRefused when svc-ai refused identifiers (no fallback: issue 21).
   */
  generate(answers: FormAnswers, context: GenerateContext<Request>): Promise<D>;
  /** The document after the fact-check choice: the AI's as it came, or the standard text. */
  choose(document: D, choice: TextChoice): D;
  /**
   * The document as POST /api/notes takes it; `generated` when generation started, `saved` now,
   * `answers` the answers it was made of, as the PHI review let them through.
   */
  note(document: D, context: { generated: Date; saved: Date; answers: FormAnswers }): CreateNoteRequest;
  /**
   * Whether the flow ends after the e-mail request (a letter: generating is cleared at the end) or
   * right after the save, the e-mail going on behind (a SOAP note: the form is free once saved).
   */
  waitsForEmail: boolean;
}

/** The steps a page may follow (a progress dialog, a busy flag): each is announced as it starts. */
export type FlowStage = 'generate' | 'choose' | 'save' | 'email';

/** A save that did not reach the server, as the outbox keeps it (issue 25). */
export interface LaterSave {
  /** POST /api/notes's body with its clientId. */
  note: CreateNoteRequest & { clientId: string };
  /** The document as shown. */
  text: string;
  /** The kind's name ("Note", "Letter"). */
  name: string;
  /** The answers it was made of (its form's unsaved answers are forgotten once it is saved, if still these). */
  answers: FormAnswers;
  /** Shown once it is saved: the kind's saved toast, then its e-mailed one. */
  toasts: { saved: Toast; emailed: Toast };
}

/** The outside world of one generation, injected so the sequence is testable without a browser. */
export interface DocumentEffects<D extends GeneratedDocument, Request> {
  /** The PHI review (issues 13, 21): the answers to use; undefined = Cancel. */
  review(answers: FormAnswers): Promise<ReviewedAnswers | undefined>;
  /** One enhancement call (POST /api/enhance-note or /api/enhance-dme). */
  enhance(request: Request): Promise<EnhancedText>;
  /**
   * The AI text changed facts (issue 20): asks the clinician (the alert above the shown document).
   * Resolves with the choice, or undefined when the question was dropped (Clear All, a newer run).
   */
  chooseText(parts: CheckedPart[]): Promise<TextChoice | undefined>;
  /** Never rejects: false when the browser refused (copyToClipboard). */
  copy(text: string): Promise<boolean>;
  /** Puts the document on screen (called again whenever its state changes). */
  show(document: ShownDocument<D>): void;
  notify(toast: Toast): void;
  log(message: string, error: unknown): void;
  now(): Date;
  /** Signed in: where the document is saved and e-mailed. Absent for guests (docs/product.md §1, §6). */
  account?: {
    email: string;
    save(note: CreateNoteRequest): Promise<{ id: string }>;
    sendEmail(noteId: string): Promise<unknown>;
    /**
     * Keeps a save that did not reach the server (no network, no answer in time, the gateway's
     * 502/503/504) to be sent again, and e-mailed, by the outbox (issue 25). Resolves with the note's
     * id once it is saved, in this tab or another, or null when it will not be (refused when sent
     * again). Returns null when the browser refused to keep it: the document is then not saved.
     */
    saveLater?(save: LaterSave): Promise<string | null> | null;
  };
  /** Told as each stage starts ('generate': the review let the answers through). */
  stage?(stage: FlowStage): void;
  /** False once Clear All or a newer run took over: the flow then stops at its next step, saying nothing. */
  isCurrent?(): boolean;
}

/**
 * 'cancelled': the review was cancelled, the fact-check question dropped, or a newer run took over;
 * 'refused': svc-ai refused identifiers the review did not ask about (issue 21), its toast shown.
 */
export type FlowOutcome<D extends GeneratedDocument> =
  { status: 'cancelled' } | { status: 'refused' } | { status: 'done'; document: ShownDocument<D> } | { status: 'failed'; message: string };

const CANCELLED = { status: 'cancelled' } as const;

/**
 * Generates one document, every step with its toast: the PHI review (Cancel stops); the "AI
 * Enhancement" toast when the answers are sent; the kind's text (its fallback toast when the
 * enhancement failed); when svc-ai's fact check flagged the AI text, the document shown with the
 * question and nothing more until the clinician keeps it or takes the standard text; the document on
 * screen; copy ("Success!" / the clipboard failure); then, signed in, save (saved / not saved; not
 * reached: kept to be sent again by the outbox, issue 25) and the e-mail request (its toast; a
 * failure only logged, docs/product.md §8). A PHI refusal stops before any document: its toast,
 * nothing shown, copied or saved, the form untouched. Anything else that fails is the kind's "Error"
 * toast. A failure never loses the document: once shown it stays shown.
 */
export async function runDocumentFlow<D extends GeneratedDocument, Request extends { phiConfirmed?: boolean }>(
  kind: DocumentKind<D, Request>,
  answers: FormAnswers,
  options: { aiEnabled: boolean },
  effects: DocumentEffects<D, Request>,
): Promise<FlowOutcome<D>> {
  const current = () => effects.isCurrent?.() ?? true;
  try {
    const reviewed = await effects.review(answers);
    if (!reviewed) return CANCELLED;
    effects.stage?.('generate');
    const generated = effects.now();
    // One id for this document's save: sent again (a retry, a lost answer), it is stored once (issue 25).
    const clientId = newClientId();
    if (options.aiEnabled && kind.announcesEnhancement(reviewed.answers)) effects.notify(kind.toasts.enhancing);
    let document = await kind.generate(reviewed.answers, {
      aiEnabled: options.aiEnabled,
      date: generated,
      enhance: (request) => effects.enhance({ ...request, ...(reviewed.phiConfirmed ? { phiConfirmed: true } : {}) } as Request),
      onEnhanceFailed: (error) => effects.log(`${kind.name} enhancement failed:`, error),
    });
    if (!current()) return CANCELLED;
    if (document.fallback) effects.notify(kind.toasts.fallback[document.fallback as NonNullable<D['fallback']>]);

    const save: SaveState = effects.account ? 'saving' : 'guest';
    let choice: TextChoice | undefined;
    if (document.flagged) {
      effects.stage?.('choose');
      effects.show({ ...unflagged(document), copied: null, save, choice: 'pending' });
      choice = await effects.chooseText(document.flagged);
      if (!choice || !current()) return CANCELLED;
      document = kind.choose(document, choice);
    }

    let shown: ShownDocument<D> = { ...unflagged(document), ...(choice ? { choice } : {}), copied: null, save };
    const update = (change: Partial<ShownDocument<D>>) => {
      shown = { ...shown, ...change };
      effects.show(shown);
    };
    effects.show(shown);
    const copied = await effects.copy(document.text);
    update({ copied } as Partial<ShownDocument<D>>);
    effects.notify(copied ? kind.toasts.copied(document.aiEnhanced) : kind.toasts.copyFailed);

    const account = effects.account;
    if (!account) return { status: 'done', document: shown };
    effects.stage?.('save');
    let noteId: string;
    let note: CreateNoteRequest | undefined;
    try {
      note = kind.note(document, { generated, saved: effects.now(), answers: reviewed.answers });
      noteId = (await account.save(clientId ? { ...note, clientId } : note)).id;
    } catch (error) {
      // Not reached: kept and sent again when the connection returns, as the same save (its clientId).
      const later =
        note && clientId && notReached(error)
          ? account.saveLater?.({
              note: { ...note, clientId },
              text: document.text,
              name: kind.name,
              answers: reviewed.answers,
              toasts: { saved: kind.toasts.saved, emailed: kind.toasts.emailed(account.email) },
            })
          : null;
      if (later) {
        update({ save: 'pending' } as Partial<ShownDocument<D>>);
        effects.notify(kind.toasts.savePending);
        effects.log(`${kind.name} not saved yet, kept to send again:`, error);
        // The outbox saves it, toasts and e-mails it; the document still on screen follows.
        void later.then((savedId) => {
          if (current()) update((savedId ? { save: 'saved', noteId: savedId } : { save: 'not-saved' }) as Partial<ShownDocument<D>>);
        });
        return { status: 'done', document: shown };
      }
      update({ save: 'not-saved' } as Partial<ShownDocument<D>>);
      effects.notify(kind.toasts.saveFailed);
      effects.log(`${kind.name} not saved:`, error);
      return { status: 'done', document: shown };
    }
    update({ save: 'saved', noteId } as Partial<ShownDocument<D>>);
    effects.notify(kind.toasts.saved);
    effects.stage?.('email');
    const emailed = account.sendEmail(noteId).then(
      () => effects.notify(kind.toasts.emailed(account.email)),
      (error: unknown) => effects.log(`${kind.name} e-mail not sent:`, error),
    );
    if (kind.waitsForEmail) await emailed;
    return { status: 'done', document: shown };
  } catch (error) {
    if (error instanceof PhiRefused) {
      if (current()) effects.notify(phiRefusedToast(error));
      return { status: 'refused' };
    }
    const toast = kind.toasts.failed(errorMessage(error));
    if (current()) effects.notify(toast);
    effects.log(`${kind.name} generation failed:`, error);
    return { status: 'failed', message: toast.description ?? '' };
  }
}

/**
 * A new UUID for a document's save. crypto.randomUUID exists only in secure contexts (https,
 * localhost); getRandomValues everywhere — a tablet on the clinic's http address still gets one.
 */
export function newClientId(): string | undefined {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  if (typeof crypto?.getRandomValues !== 'function') return undefined;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The document without its flagged parts (they belong to the question, not to what is shown). */
function unflagged<D extends GeneratedDocument>(document: D): Omit<D, 'flagged' | 'choice'> & { choice?: TextChoice } {
  const { flagged: _flagged, ...rest } = document;
  return rest as Omit<D, 'flagged' | 'choice'> & { choice?: TextChoice };
}

/**
 * The PHI review (usePhiReview's `review`) as the flow's first step: the answers to use, or undefined
 * when cancelled. `outgoing`: the texts built from the answers that would be sent, checked as svc-ai
 * checks them. `onRedacted`: Remove them chose placeholders; the form shows them.
 */
export function reviewStep(
  review: (answers: FormAnswers, options: { outgoing?: (answers: FormAnswers) => readonly OutgoingText[] }) => Promise<PhiDecision>,
  options: { outgoing?: (answers: FormAnswers) => readonly OutgoingText[]; onRedacted?: (answers: FormAnswers) => void } = {},
): (answers: FormAnswers) => Promise<ReviewedAnswers | undefined> {
  return async (answers) => {
    const decision = await review(answers, { outgoing: options.outgoing });
    if (!decision.proceed) return undefined;
    if (decision.redacted) options.onRedacted?.(decision.answers);
    return { answers: decision.answers, phiConfirmed: decision.confirmed };
  };
}
