import { APP_CONTAINER_ID, FIRST_PAINT_FORM_ATTR, FIRST_PAINT_SUBMITTED_ATTR } from '@clinote/contracts';

// The browser side of a first paint that holds a real form (docs/decisions/0145-first-paint-forms.md).
// The gateway serves the page's form as markup, so the clinician can type before any JavaScript has
// run. The app then renders, hidden, beside it; when the page's own form has mounted it takes over what
// was typed (values, caret, a submit already asked for) and only then is the first paint removed. Until
// then nothing typed can be lost: the markup the clinician is typing in stays on screen.

/** What the clinician did in a first paint's form before the app took it over. */
export interface FirstPaintInput {
  /** Each text field's value, by its element id (the ids the app's form uses too). */
  values: Record<string, string>;
  /** The form was submitted (Enter, or its submit button) before the app took it over. */
  submitted: boolean;
  /** The field that had the focus, with its selection; or the button (by its words: Generate Note pressed). */
  focus?: { id: string; start: number; end: number } | { button: string };
}

const rootElement = () => document.getElementById('root');

/** The first paint's form named `name`, while it is still on screen. */
function firstPaintForm(name: string): HTMLFormElement | null {
  const form = rootElement()?.querySelector(`form[${FIRST_PAINT_FORM_ATTR}]`);
  return form instanceof HTMLFormElement && form.getAttribute(FIRST_PAINT_FORM_ATTR) === name ? form : null;
}

/**
 * Where the app renders: #root, or — when the first paint holds a form the clinician may be typing
 * in — a hidden element after it, revealed by `revealApp` once the page's form has taken the form over.
 */
export function appContainer(): HTMLElement {
  const root = rootElement();
  if (!root) throw new Error('the page has no #root element');
  if (!root.querySelector(`form[${FIRST_PAINT_FORM_ATTR}]`)) return root;
  const app = document.createElement('div');
  app.id = APP_CONTAINER_ID;
  app.hidden = true;
  root.after(app);
  return app;
}

/** What was typed in the first paint's form `name`, or null when there is none (any more). Reads only. */
export function readFirstPaintForm(name: string): FirstPaintInput | null {
  const form = firstPaintForm(name);
  if (!form) return null;
  const values: Record<string, string> = {};
  for (const field of Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]'))) {
    values[field.id] = field.value;
  }
  return { values, submitted: form.hasAttribute(FIRST_PAINT_SUBMITTED_ATTR), focus: focusIn(form) };
}

function focusIn(form: HTMLFormElement): FirstPaintInput['focus'] {
  const active = document.activeElement;
  if (!active || !form.contains(active)) return undefined;
  if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.id)
    return { id: active.id, start: active.selectionStart ?? active.value.length, end: active.selectionEnd ?? active.value.length };
  if (active instanceof HTMLButtonElement && active.textContent) return { button: active.textContent };
  return undefined;
}

/** Puts the focus where it was in the first paint: the same field (and selection), or the app's button with the same words. */
function restoreFocus(app: HTMLElement, focus: NonNullable<FirstPaintInput['focus']>): void {
  if ('button' in focus) {
    const button = Array.from(app.querySelectorAll('form button')).find((candidate) => candidate.textContent === focus.button);
    if (button instanceof HTMLButtonElement) button.focus({ preventScroll: true });
    return;
  }
  const field = document.getElementById(focus.id);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.focus({ preventScroll: true });
  // type="email" (and number, date…) has no selection: setSelectionRange throws there. An app
  // release may render the field as one (the version-skew test found a remote of yesterday's that did).
  if (field.selectionStart === null) return;
  const end = Math.min(focus.end, field.value.length);
  field.setSelectionRange(Math.min(focus.start, end), end);
}

/**
 * Replaces the first paint with the app (once; later calls do nothing) and puts the focus back where
 * the clinician had it — after the app's own re-render of the taken-over values, which React runs
 * before this task ends.
 */
export function revealApp(focus?: FirstPaintInput['focus']): void {
  const app = document.getElementById(APP_CONTAINER_ID);
  if (!app?.hidden) return;
  rootElement()?.remove();
  app.hidden = false;
  if (focus) queueMicrotask(() => restoreFocus(app, focus));
}

/**
 * Takes over the first paint's form `name`, from a layout effect of the app's form once it has mounted:
 * hands what was typed to `apply` (which puts it into the app's form state), reveals the app with the
 * focus back in place, and returns whether a submit was asked for (the caller runs it). Returns false
 * when there is no such first paint.
 */
export function takeOverFirstPaintForm(name: string, apply: (values: Record<string, string>) => void): boolean {
  const input = readFirstPaintForm(name);
  if (!input) return false;
  apply(input.values);
  revealApp(input.focus);
  return input.submitted;
}
