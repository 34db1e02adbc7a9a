import { useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { CoverageChecklist, CoverageCriterion, CoverageStatus, Equipment, HcpcsSuggestion } from '@clinote/clinical-text';
import { Card, Heading, Text } from '@clinote/ui';
import { CHECKLIST_TEXTS as T } from '../letter-texts';
import { useSettledAnswers, type AnswersFeed } from './answers-feed';
import { EMPTY_CHECKLISTS } from './empty-checklists.build-time';
import { useCoverageRules } from './useCoverageRules';

/** Recompute after this pause in typing (the checklist is pure and takes ~2 ms; this keeps announcements calm). */
export const CHECKLIST_SETTLE_MS = 200;

// @clinote/ui does not export its visuallyHidden style yet (proposed in the issue 9 report).
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const list: CSSProperties = { margin: 0, paddingInlineStart: 20 };
const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 };
const subheading: CSSProperties = { fontSize: 16, lineHeight: 1.5, margin: '16px 0 4px' };

/** The state's mark: a tick, a question mark or an empty circle (with words beside it, never alone). */
function StatusIcon({ status }: { status: CoverageStatus }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" style={{ flex: 'none', verticalAlign: '-3px' }}>
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {status === 'documented' ? (
        <path
          d="M4.5 8.2l2.3 2.3 4.7-4.9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
      {status === 'unclear' ? (
        <path
          d="M6 6.2a2 2 0 1 1 2.6 1.9c-.4.2-.6.5-.6.9v.6M8 11.4v.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      ) : null}
    </svg>
  );
}

/** Each state in words and colour: green for documented, amber-brown (5.9:1 on white) for unclear. */
const STATUS_VIEW: Readonly<Record<CoverageStatus, { label: string; style: CSSProperties; type?: 'success' | 'secondary' }>> = {
  documented: { label: T.documented, style: {}, type: 'success' },
  unclear: { label: T.unclear, style: { color: '#8a5a00', fontWeight: 600 } },
  'not-documented': { label: T.notDocumented, style: {}, type: 'secondary' },
};

function WarningIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" style={{ flex: 'none', marginTop: 3 }}>
      <path d="M8 1.5l7 12.5H1z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M8 6v4M8 11.8v.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** One criterion: its title and state (icon + words, never colour alone); the detail on expand. */
function CriterionItem({ criterion }: { criterion: CoverageCriterion }) {
  const view = STATUS_VIEW[criterion.status];
  return (
    <li data-criterion={criterion.id} data-status={criterion.status}>
      <details>
        <summary style={{ cursor: 'pointer', padding: '6px 0', minHeight: 32 }}>
          <Text strong>{criterion.title}</Text>
          <span style={visuallyHidden}>, </span>
          <Text type={view.type} style={{ display: 'flex', alignItems: 'center', gap: 6, paddingInlineStart: 18, ...view.style }}>
            <StatusIcon status={criterion.status} />
            {view.label}
          </Text>
        </summary>
        <div style={{ paddingInlineStart: 18, paddingBottom: 8 }}>
          <Text as="p" type="secondary" style={{ margin: '4px 0' }}>
            {criterion.group}
          </Text>
          <Text as="p" style={{ margin: '4px 0' }}>
            <Text strong>{T.requirement}</Text> {criterion.requirement}
          </Text>
          <Text as="p" type="secondary" style={{ margin: '4px 0' }}>
            {T.source} {criterion.source}
          </Text>
          {criterion.doubts.length > 0 ? (
            <Detail title={T.doubts}>
              {criterion.doubts.map((doubt) => (
                <li key={doubt}>{doubt}</li>
              ))}
            </Detail>
          ) : null}
          {criterion.evidence.length > 0 ? (
            <Detail title={T.evidence}>
              {criterion.evidence.map((evidence, i) => (
                <li key={`${evidence.field}-${i}`}>
                  {evidence.fieldLabel}: “{evidence.matched}” ({evidence.how})
                </li>
              ))}
            </Detail>
          ) : null}
          {criterion.missing.length > 0 ? (
            <Detail title={T.missing}>
              {criterion.missing.map((missing) => (
                <li key={missing}>{missing}</li>
              ))}
            </Detail>
          ) : null}
        </div>
      </details>
    </li>
  );
}

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Text as="p" strong style={{ margin: '8px 0 2px' }}>
        {title}
      </Text>
      <ul style={list}>{children}</ul>
    </>
  );
}

function HcpcsItem({ suggestion }: { suggestion: HcpcsSuggestion }) {
  return (
    <li data-hcpcs={suggestion.code}>
      <Text strong>{suggestion.code}</Text> — {suggestion.description}
      <Text as="p" type="secondary" style={{ margin: '2px 0' }}>
        {T.hcpcsWhy} {suggestion.reason}
      </Text>
      {suggestion.confirmed ? null : (
        <Text as="p" style={{ margin: '2px 0', display: 'flex', gap: 6 }}>
          <WarningIcon />
          <span>{T.hcpcsUnconfirmed}</span>
        </Text>
      )}
      {suggestion.alternative ? (
        <Text as="p" type="secondary" style={{ margin: '2px 0' }}>
          {T.hcpcsAlternative} {suggestion.alternative.code} — {suggestion.alternative.description}
        </Text>
      ) : null}
    </li>
  );
}

/**
 * Announces "N of M criteria documented" politely when the count changes — not on load, and not
 * per keystroke (the answers arrive settled).
 */
function useCountAnnouncement(checklist: CoverageChecklist): string {
  const summary = T.announcement(checklist.documentedCount, checklist.total, checklist.unclearCount);
  // Adjusted while rendering (not in an effect), so the words change in the same commit as the count.
  const [state, setState] = useState({ summary, announcement: '' });
  if (state.summary !== summary) setState({ summary, announcement: summary });
  return state.announcement;
}

/**
 * The Medicare coverage checklist of one letter (beyond the spec): for each criterion whether the
 * answers document it, where and how, and what is still missing; HCPCS suggestions with their
 * reason; what a reviewer may question; the written order's elements. It shows documentation, never
 * a coverage decision.
 */
export function CoverageChecklistPanel({ checklist }: { checklist: CoverageChecklist }) {
  const headingId = useId();
  const announcement = useCountAnnouncement(checklist);
  return (
    <Card
      title={<span id={headingId}>{T.heading}</span>}
      headingLevel={2}
      aria-labelledby={headingId}
      data-testid="coverage-checklist"
      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Text as="p" strong data-testid="coverage-count">
        {T.count(checklist.documentedCount, checklist.total, checklist.unclearCount)}
      </Text>
      <Text as="p" type="secondary">
        {T.disclaimer}
      </Text>
      <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {announcement}
      </div>
      <ul role="list" aria-label="Coverage criteria" style={plainList}>
        {checklist.criteria.map((criterion) => (
          <CriterionItem key={criterion.id} criterion={criterion} />
        ))}
      </ul>

      <Heading level={3} style={subheading}>
        {T.hcpcsHeading}
      </Heading>
      {checklist.hcpcs.length > 0 ? (
        <>
          <Text as="p" type="secondary">
            {T.hcpcsIntro}
          </Text>
          <ul style={list}>
            {checklist.hcpcs.map((suggestion) => (
              <HcpcsItem key={suggestion.code} suggestion={suggestion} />
            ))}
          </ul>
        </>
      ) : (
        <Text as="p" type="secondary">
          {T.hcpcsNone}
        </Text>
      )}
      {checklist.weight ? (
        <Text as="p" type="secondary" style={{ margin: '4px 0 0' }}>
          {T.weightRead} “{checklist.weight.text}” ({checklist.weight.fieldLabel})
        </Text>
      ) : null}

      <Heading level={3} style={subheading}>
        {T.warningsHeading}
      </Heading>
      {checklist.warnings.length > 0 ? (
        <ul role="list" style={plainList}>
          {checklist.warnings.map((warning) => (
            <li key={warning.id} data-warning={warning.id} style={{ display: 'flex', gap: 6 }}>
              <WarningIcon />
              <span>{warning.message}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Text as="p" type="secondary">
          {T.warningsNone}
        </Text>
      )}

      <Heading level={3} style={subheading}>
        {T.orderHeading}
      </Heading>
      <Text as="p" type="secondary">
        {T.orderIntro}
      </Text>
      <ul style={list}>
        {checklist.orderElements.map((element) => (
          <li key={element.id}>
            <Text strong>{element.title}</Text> — {element.note}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The panel fed by the form's live answers, recomputed once typing pauses. Until the first answer
 * with text has brought the coverage rules (useCoverageRules), it shows the empty checklist the
 * build computed with those same rules — what they give for no answers.
 */
export function LiveCoverageChecklist({ equipment, feed }: { equipment: Equipment; feed: AnswersFeed }) {
  const answers = useSettledAnswers(feed, CHECKLIST_SETTLE_MS);
  const rules = useCoverageRules(feed);
  const checklist = useMemo(
    () => (rules ? rules.coverageChecklist(equipment, answers) : EMPTY_CHECKLISTS[equipment]),
    [rules, equipment, answers],
  );
  return <CoverageChecklistPanel checklist={checklist} />;
}

export default LiveCoverageChecklist;
