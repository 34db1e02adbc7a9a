import { Suspense } from 'react';
import { splitComponent, splitModule } from '../code-split';
import { PageSpinner } from '../PageSpinner';
import type { AiEnhancementSwitchProps, CatalogueFormProps, SmartTextAreaProps } from './types';

// One chunk (./chunk) for the three: a form page renders the form and the switch together, so it
// costs one request. The chunk comes from the same build as the rest of @clinote/ui, so it uses the
// same antd and theme (docs/decisions/0040-first-load-budget.md).
const chunk = splitModule(() => import(/* webpackChunkName: "catalogue-form" */ './chunk'));

/**
 * Starts fetching the form code now, e.g. while the page that renders a form is itself still
 * loading (the shell does, for form routes): it then arrives with the page, not a round trip after.
 */
export function preloadCatalogueForm(): Promise<void> {
  return chunk.load().then(
    () => undefined,
    () => undefined, // tried again when the form renders
  );
}
const LazyCatalogueForm = splitComponent(chunk, (m) => m.CatalogueForm);
const LazySmartTextArea = splitComponent(chunk, (m) => m.SmartTextArea);
const LazyAiEnhancementSwitch = splitComponent(chunk, (m) => m.AiEnhancementSwitch);

/** Renders `FORMS[id]` (see catalogue-form/CatalogueForm.tsx). Loaded on first use, with its own spinner. */
export function CatalogueForm(props: CatalogueFormProps) {
  return (
    <Suspense fallback={<PageSpinner label="Loading form…" />}>
      <LazyCatalogueForm {...props} />
    </Suspense>
  );
}

/** One catalogue field with suggestions and chips (see catalogue-form/SmartTextArea.tsx). Loaded on first use. */
export function SmartTextArea(props: SmartTextAreaProps) {
  return (
    <Suspense fallback={null}>
      <LazySmartTextArea {...props} />
    </Suspense>
  );
}

/** The labelled AI enhancement switch. Loaded on first use; until then its label holds the place. */
export function AiEnhancementSwitch(props: AiEnhancementSwitchProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: 32, display: 'flex', alignItems: 'center' }}>{props.label}</div>}>
      <LazyAiEnhancementSwitch {...props} />
    </Suspense>
  );
}
