/**
 * The letter page's two columns — the form, and the coverage checklist beside it from 1024 px (under
 * it on a tablet or phone). LetterPage and its first paint (first-paint.ts) lay out the same way.
 */
export const LETTER_LAYOUT_CLASS = 'clinote-letter-layout';
export const LETTER_LAYOUT_CSS = `.${LETTER_LAYOUT_CLASS}{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;align-items:start}
@media (min-width:1024px){.${LETTER_LAYOUT_CLASS}{grid-template-columns:minmax(0,3fr) minmax(300px,2fr)}}`;
