// antd's autoSize measures text in a hidden <textarea> it appends to <body>; two run-time patches
// keep it out of the way (listed in libs/rspack-config/third-party-patches.js): SmartTextArea takes
// it out of the Tab order (antd sets a misspelt `tab-index`), and ClinoteThemeProvider hides it with
// a nonce'd rule (the CSP refuses antd's style attribute). jsdom has no CSS `field-sizing`, so the
// field uses antd's autoSize here, as in browsers without it. An antd upgrade that renames, moves
// or stops creating the element fails here.
import { render, waitFor } from '@testing-library/react';
import type { FieldDefinition } from '@clinote/clinical-text';
import { ClinoteThemeProvider } from '../ClinoteThemeProvider';
import { SmartTextArea } from './SmartTextArea';

const FIELD: FieldDefinition = {
  key: 'pain',
  label: 'Pain assessment',
  question: 'Pain: rating, location, what helps',
  output: true,
  input: true,
  chips: [],
  area: 'ptEval',
  style: 'labelled',
};

it("takes antd's measuring text area out of the Tab order, and the theme's rule hides it", async () => {
  expect(typeof CSS === 'undefined' || !CSS.supports?.('field-sizing', 'content')).toBe(true);
  render(
    <ClinoteThemeProvider>
      <SmartTextArea id="pt-subjective-pain" field={FIELD} value={'Fake answer\nover two lines'} onChange={() => undefined} />
    </ClinoteThemeProvider>,
  );
  const measuring = await waitFor(() => {
    const element = document.querySelector('body > textarea[name="hiddenTextarea"]');
    if (!element) throw new Error("antd's measuring text area is not a child of <body>");
    return element;
  });
  expect(measuring.getAttribute('aria-hidden')).toBe('true');
  await waitFor(() => expect(measuring.getAttribute('tabindex')).toBe('-1'));
  const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const hidingRule = rules.match(/(textarea\[name="hiddenTextarea"\])\{visibility:hidden!important/);
  expect(hidingRule).not.toBeNull();
  expect(measuring.matches(hidingRule![1])).toBe(true);
});
