import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import {
  ASSISTANCE_SCALE,
  ASSISTIVE_DEVICES,
  buildGoal,
  type Amount,
  type AssistanceLevelId,
  type GoalParts,
} from '@clinote/clinical-text';
import { Button, Dialog, Flex, Input, Text } from '@clinote/ui';
import { GOAL_BUILDER_TEXTS, GOAL_SUGGESTIONS } from './goal-texts';

/** How much, as the builder asks it: the kinds of amount a goal can name. */
const AMOUNT_KINDS = [
  { id: '', label: 'No amount' },
  { id: 'ft', label: 'Distance (feet)' },
  { id: 'm', label: 'Distance (metres)' },
  { id: 'repetitions', label: 'Repetitions' },
  { id: 'seconds-limit', label: 'Time: seconds or less (timed test)' },
  { id: 'minutes', label: 'Duration (minutes)' },
  { id: 'score', label: 'Score' },
] as const;
type AmountKind = (typeof AMOUNT_KINDS)[number]['id'];

interface Draft {
  who: string;
  activity: string;
  amountKind: AmountKind;
  amount: string;
  outOf: string;
  scale: string;
  assistance: AssistanceLevelId | '';
  device: string;
  setting: string;
  weeks: string;
  timeUnit: 'weeks' | 'visits';
  reason: string;
}

const EMPTY: Draft = {
  who: 'Patient',
  activity: '',
  amountKind: '',
  amount: '',
  outOf: '',
  scale: '',
  assistance: '',
  device: '',
  setting: '',
  weeks: '',
  timeUnit: 'weeks',
  reason: '',
};

/** A typed number, or NaN (which buildGoal refuses with a message) for anything else. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

function amountOf(draft: Draft): Amount | undefined {
  const value = numberOf(draft.amount);
  switch (draft.amountKind) {
    case '':
      return undefined;
    case 'ft':
    case 'm':
      return { kind: 'distance', value, unit: draft.amountKind };
    case 'repetitions':
      return { kind: 'repetitions', value };
    case 'seconds-limit':
      return { kind: 'time', value, unit: 'seconds', limit: true };
    case 'minutes':
      return { kind: 'time', value, unit: 'minutes' };
    case 'score': {
      const outOf = numberOf(draft.outOf);
      return { kind: 'score', value, ...(Number.isFinite(outOf) ? { outOf } : {}), ...(draft.scale.trim() ? { scale: draft.scale } : {}) };
    }
  }
}

/** The builder's answers as buildGoal's parts. */
export function goalPartsOf(draft: Draft): GoalParts {
  const weeks = numberOf(draft.weeks);
  return {
    who: draft.who,
    activity: draft.activity,
    amount: amountOf(draft),
    assistance: draft.assistance || undefined,
    device: draft.device.trim() || undefined,
    setting: draft.setting.trim() || undefined,
    timeFrame: draft.weeks.trim() === '' ? undefined : { value: weeks, unit: draft.timeUnit },
    reason: draft.reason.trim() || undefined,
  };
}

// A native select: the phone's own picker, labelled like every other field, styled as the inputs are.
const selectStyle: CSSProperties = {
  minHeight: 32,
  padding: '4px 8px',
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  background: '#fff',
  font: 'inherit',
  color: 'inherit',
  maxWidth: '100%',
};

function Labelled({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
      <label htmlFor={id}>
        <Text strong>{label}</Text>
        {hint ? <Text type="secondary"> {hint}</Text> : null}
      </label>
      {children}
    </Flex>
  );
}

/**
 * "Build a goal" under a goals field (issue 24): who, what activity, how much or how much help, with
 * what device, where, by when and why → one measurable sentence (buildGoal), shown as it is built and
 * added to the field only when the clinician presses "Add to {field}". A goal that is not yet
 * measurable says what to add instead of being written.
 */
export function GoalBuilder({ fieldLabel, onAdd }: { fieldLabel: string; onAdd: (sentence: string) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const id = useId();
  const ids = (part: keyof Draft) => `${id}-${part}`;
  const set =
    <K extends keyof Draft>(part: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [part]: value }));
  const built = buildGoal(goalPartsOf(draft));
  const addLabel = GOAL_BUILDER_TEXTS.add(fieldLabel);

  const close = () => setOpen(false);
  const add = () => {
    if (!built.ok) return;
    onAdd(built.text);
    setDraft(EMPTY);
    close();
  };

  const textInput = (part: 'who' | 'activity' | 'device' | 'setting' | 'reason' | 'scale', list?: readonly string[]) => (
    <>
      <Input
        id={ids(part)}
        value={draft[part]}
        onChange={(event) => set(part)(event.target.value)}
        list={list ? `${ids(part)}-list` : undefined}
        autoComplete="off"
      />
      {list ? (
        <datalist id={`${ids(part)}-list`}>
          {list.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ) : null}
    </>
  );
  const numberInput = (part: 'amount' | 'outOf' | 'weeks') => (
    <Input id={ids(part)} value={draft[part]} onChange={(event) => set(part)(event.target.value)} inputMode="decimal" autoComplete="off" />
  );

  return (
    <>
      <Button
        size="small"
        htmlType="button"
        onClick={() => setOpen(true)}
        aria-label={`${GOAL_BUILDER_TEXTS.open} for ${fieldLabel}`}
        style={{ marginTop: 8 }}
      >
        {GOAL_BUILDER_TEXTS.open}
      </Button>
      <Dialog
        open={open}
        title={GOAL_BUILDER_TEXTS.title}
        description={GOAL_BUILDER_TEXTS.description(fieldLabel)}
        onClose={close}
        width={720}
        tall
        // The sentence sits with the buttons, so it stays in view while the parts above scroll (a phone).
        footer={
          <Flex vertical gap={12}>
            <div aria-live="polite" style={{ padding: 12, borderRadius: 8, background: '#f5f7fa', textAlign: 'start' }}>
              <Text strong>{GOAL_BUILDER_TEXTS.preview}</Text>{' '}
              {built.ok ? <Text>{built.text}</Text> : <Text type="secondary">{built.message}</Text>}
            </div>
            <Flex wrap gap={8} justify="end">
              <Button htmlType="button" onClick={close}>
                Cancel
              </Button>
              <Button type="primary" htmlType="button" disabled={!built.ok} onClick={add}>
                {addLabel}
              </Button>
            </Flex>
          </Flex>
        }
      >
        <Flex vertical gap={16}>
          <Flex wrap gap={12}>
            <Labelled id={ids('who')} label="Who">
              {textInput('who', GOAL_SUGGESTIONS.who)}
            </Labelled>
            <Labelled id={ids('activity')} label="Activity" hint="(will …)">
              {textInput('activity', GOAL_SUGGESTIONS.activity)}
            </Labelled>
          </Flex>
          <Flex wrap gap={12}>
            <Labelled id={ids('amountKind')} label="How much">
              <select
                id={ids('amountKind')}
                value={draft.amountKind}
                onChange={(event) => set('amountKind')(event.target.value as AmountKind)}
                style={selectStyle}
              >
                {AMOUNT_KINDS.map((kind) => (
                  <option key={kind.id} value={kind.id}>
                    {kind.label}
                  </option>
                ))}
              </select>
            </Labelled>
            {draft.amountKind ? (
              <Labelled id={ids('amount')} label={draft.amountKind === 'score' ? 'Target score' : 'Amount'}>
                {numberInput('amount')}
              </Labelled>
            ) : null}
          </Flex>
          {draft.amountKind === 'score' ? (
            <Flex wrap gap={12}>
              <Labelled id={ids('outOf')} label="Out of" hint="(optional)">
                {numberInput('outOf')}
              </Labelled>
              <Labelled id={ids('scale')} label="Scale or test" hint="(optional)">
                {textInput('scale', GOAL_SUGGESTIONS.scale)}
              </Labelled>
            </Flex>
          ) : null}
          <Flex wrap gap={12}>
            <Labelled id={ids('assistance')} label="Assistance level">
              <select
                id={ids('assistance')}
                value={draft.assistance}
                onChange={(event) => set('assistance')(event.target.value as AssistanceLevelId | '')}
                style={selectStyle}
              >
                <option value="">No assistance level</option>
                {ASSISTANCE_SCALE.map((level) => (
                  <option key={level.id} value={level.id}>
                    {level.label} ({level.abbreviations[0]})
                  </option>
                ))}
              </select>
            </Labelled>
            <Labelled id={ids('device')} label="Device" hint="(optional)">
              {textInput(
                'device',
                ASSISTIVE_DEVICES.map((device) => device.name),
              )}
            </Labelled>
          </Flex>
          <Flex wrap gap={12}>
            <Labelled id={ids('setting')} label="Setting" hint="(optional)">
              {textInput('setting', GOAL_SUGGESTIONS.setting)}
            </Labelled>
            <Labelled id={ids('weeks')} label="By when">
              <Flex gap={8}>
                <div style={{ flex: '1 1 auto', minWidth: 0 }}>{numberInput('weeks')}</div>
                <select
                  aria-label="Weeks or visits"
                  value={draft.timeUnit}
                  onChange={(event) => set('timeUnit')(event.target.value as Draft['timeUnit'])}
                  style={selectStyle}
                >
                  <option value="weeks">weeks</option>
                  <option value="visits">visits</option>
                </select>
              </Flex>
            </Labelled>
          </Flex>
          <Flex wrap gap={12}>
            <Labelled id={ids('reason')} label="Why" hint="(the functional reason, optional)">
              {textInput('reason', GOAL_SUGGESTIONS.reason)}
            </Labelled>
          </Flex>
        </Flex>
      </Dialog>
    </>
  );
}
