import { Card, clinoteTheme, Text } from '@clinote/ui';
import { EVALUATION_START_TEXTS, type EvaluationStart } from './evaluation-start';

/** Above a letter opened from an evaluation: loading, what was filled in and from when, or why nothing was. */
export function EvaluationStartNotice({ start }: { start: EvaluationStart }) {
  if (start.status === 'none') return null;
  const text =
    start.status === 'loading'
      ? EVALUATION_START_TEXTS.loading
      : start.status === 'filled'
        ? EVALUATION_START_TEXTS.filled(start.discipline, start.date, Object.keys(start.fields).length)
        : start.message;
  // Amber when nothing could be filled in (5:1 on white), the theme's success green when something was.
  const color = start.status === 'unusable' ? '#9a6700' : (clinoteTheme.token?.colorSuccess ?? '#1a7f37');
  return (
    <Card role="status" data-testid="evaluation-start" style={{ borderInlineStart: `4px solid ${color}` }}>
      <Text>{text}</Text>
    </Card>
  );
}
