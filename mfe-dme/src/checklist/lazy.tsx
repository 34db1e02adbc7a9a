import { lazy, Suspense } from 'react';
import type { Equipment } from '@clinote/clinical-text';
import { Card, Text } from '@clinote/ui';
import { CHECKLIST_TEXTS } from '../letter-texts';
import type { AnswersFeed } from './answers-feed';

// The panel (its view and the build-computed empty checklists) is a chunk of its own, fetched while
// the form paints: the form does not wait for it. The coverage rules (~35 KB gzip: LCD phrases,
// weights, timing) come later still, once an answer holds text (useCoverageRules).
const LazyChecklist = lazy(() => import('./CoverageChecklistPanel'));

/** The live Medicare coverage checklist of a letter page; its heading holds the place while it loads. */
export function CoverageChecklist({ equipment, feed }: { equipment: Equipment; feed: AnswersFeed }) {
  return (
    <Suspense
      fallback={
        <Card title={CHECKLIST_TEXTS.heading} headingLevel={2}>
          <Text type="secondary" role="status">
            {CHECKLIST_TEXTS.loading}
          </Text>
        </Card>
      }
    >
      <LazyChecklist equipment={equipment} feed={feed} />
    </Suspense>
  );
}
