import { EQUIPMENT_NAMES, type Equipment } from '@clinote/clinical-text';

/**
 * What the model is asked to do with each equipment letter (docs/product.md §7): a professional Letter of
 * Medical Necessity for the named equipment — the wheelchair in full sentences with medical
 * justification and Medicare/insurance formatting, the others with detailed medical justification
 * and proper clinical language. They live here, on the server: the browser names the equipment and
 * never the prompt (issue 19: instructions taken from the request made /enhance-dme an open proxy
 * to the clinic's AI key, unchecked by the PHI guard). prompts.ts adds the rules every rewrite keeps.
 */
export const LETTER_INSTRUCTIONS: Readonly<Record<Equipment, string>> = Object.freeze({
  wheelchair: instructions('wheelchair', {
    ask:
      'Rewrite the following into a professional Letter of Medical Necessity for a manual wheelchair. ' +
      'Write in full sentences, give clear medical justification for the wheelchair, and follow Medicare/insurance formatting.',
    justification:
      'how the mobility limitation keeps the patient from mobility-related activities of daily living in the home, ' +
      'why a cane or walker does not resolve it, and that the patient or a caregiver can use the wheelchair safely',
    shorthand: {
      'w/c': 'wheelchair',
      MRADLs: 'mobility-related activities of daily living',
      ADLs: 'activities of daily living',
      'LE/UE': 'lower/upper extremity',
      NWB: 'non-weight-bearing',
      SPC: 'single-point cane',
      RW: 'rolling walker',
    },
  }),
  'hospital-bed': instructions('hospital-bed', {
    ask: otherAsk('hospital-bed'),
    justification:
      'the medical condition, the positioning or feature an ordinary bed cannot provide and why it is needed, and how often the position must change',
    shorthand: {
      HOB: 'head of bed',
      CHF: 'congestive heart failure',
      COPD: 'chronic obstructive pulmonary disease',
      SOB: 'shortness of breath',
      GERD: 'gastroesophageal reflux disease',
      q2h: 'every 2 hours',
    },
  }),
  commode: instructions('commode', {
    ask: otherAsk('commode'),
    justification:
      'why the patient cannot reach or use the toilet safely (confinement to a room or floor, distance, urgency, falls, assistance needed) and where the commode will be used',
    shorthand: {
      BSC: 'bedside commode',
      BR: 'bathroom',
      SBA: 'stand-by assistance',
      CGA: 'contact guard assistance',
      'min A / mod A / max A': 'minimal / moderate / maximal assistance',
      ADLs: 'activities of daily living',
    },
  }),
  walker: instructions('walker', {
    ask: otherAsk('walker'),
    justification:
      'the mobility limitation and how it affects activities of daily living in the home, why a cane is not enough, and that the patient can use the walker safely',
    shorthand: {
      RW: 'rolling walker',
      FWW: 'front-wheeled walker',
      '4WW': 'four-wheeled walker',
      SPC: 'single-point cane',
      amb: 'ambulation or ambulates',
      CGA: 'contact guard assistance',
      'min A / mod A / max A': 'minimal / moderate / maximal assistance',
    },
  }),
});

function otherAsk(equipment: Exclude<Equipment, 'wheelchair'>): string {
  return (
    `Rewrite the following into a professional Letter of Medical Necessity for a ${EQUIPMENT_NAMES[equipment].toLowerCase()}. ` +
    'Provide detailed medical justification and use proper clinical language.'
  );
}

/**
 * One letter's instructions: what is asked, what a reviewer looks for (only as far as the text says
 * it), and the shorthand clinicians use in that letter with its one correct meaning.
 */
function instructions(
  equipment: Equipment,
  parts: { ask: string; justification: string; shorthand: Readonly<Record<string, string>> },
): string {
  const glossary = Object.entries(parts.shorthand)
    .map(([short, meaning]) => `"${short}" = ${meaning}`)
    .join('; ');
  return [
    `${parts.ask} Use only the information provided; do not add findings.`,
    `The clinician's text is the whole record of this ${EQUIPMENT_NAMES[equipment].toLowerCase()} request. ` +
      `Build the justification from what it states about ${parts.justification}. Where it is silent on any of these, stay silent: never supply a reason, condition, measurement or feature it does not state.`,
    'Write as the treating clinician to the insurance reviewer: formal, courteous and in the third person about the patient ("the patient"), ' +
      'one paragraph per labelled section, no bullet points.',
    `Shorthand in these letters and its meaning: ${glossary}. Write one of these out with exactly this meaning, ` +
      'or keep it as written; keep any other abbreviation as written unless its meaning is certain from the text itself.',
  ].join('\n');
}
