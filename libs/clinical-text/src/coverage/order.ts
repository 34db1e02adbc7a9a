/**
 * What every equipment letter shares: the face-to-face encounter and its timing, the standard written
 * order, and the reviewer warnings about them.
 *
 * The letter form cannot hold the order itself — the beneficiary's name or Medicare number is
 * protected health information the product must not take — so the order is checked as one criterion
 * ("a signed order is on file", documented when the exam/order field says so) and its elements are
 * listed as reminders (`ORDER_ELEMENTS`), not as criteria the letter could document.
 */
import { phrase } from './matching';
import type { CriterionRule, OrderElement, WarningRule } from './types';
import { frozen, UPDATE_LABEL } from './vocabulary';

const FACE_TO_FACE_SOURCE =
  'Face-to-face encounter requirement (Affordable Care Act §6407; CMS "DMEPOS Order and Face-to-Face Encounter Requirements"): ' +
  'a face-to-face encounter with the treating practitioner in the 6 months before the written order';
const ORDER_SOURCE =
  'Standard Documentation Requirements for All Claims Submitted to DME MACs (article A55426) — Standard Written Order (SWO)';

/** What an order is for, in brackets after it: "Standard written order (bed, half rails, mattress) signed …". */
const WHAT_IT_ORDERS = String.raw`(?:\s*\([^()\n]{1,80}\))?`;

/** An order that is not a written one: verbal, telephone. */
const NOT_WRITTEN = /\b(?:verbal|telephone|phone|oral|v\/o|t\/o)\b/iu;

/** The face-to-face and written-order criteria, looking in `fields` (the exam/order field first). */
export function orderCriteria(fields: readonly string[]): CriterionRule[] {
  return [
    {
      id: 'face-to-face',
      group: 'Face-to-face',
      title: 'Face-to-face exam within 6 months',
      requirement:
        'The treating practitioner (physician, NP, PA or CNS) saw the patient face to face for the condition that needs the item ' +
        'in the 6 months before the order. Say when, without a date if you can: "F2F exam completed 2 weeks ago".',
      source: FACE_TO_FACE_SOURCE,
      fields,
      rule: { kind: 'face-to-face', need: 'a face-to-face exam and when it took place (within the last 6 months)', state: 'within' },
    },
    {
      id: 'written-order',
      group: 'Standard written order',
      title: 'Signed written order on file',
      requirement:
        'A standard written order signed by the treating practitioner is on file before the claim (before delivery for items ' +
        'that need a written order prior to delivery). Its elements are listed under "Order elements".',
      source: ORDER_SOURCE,
      fields,
      rule: {
        kind: 'phrases',
        need: 'a statement that the signed written order is on file',
        // An event: awaited, pending, unsigned, requested or planned does not count, nor signed by anyone
        // but the treating practitioner ("signed by PT", "signed by patient and supplier").
        claim: 'event',
        // A verbal or telephone order is not a written one ("MD verbal order received").
        phrases: [
          phrase(
            'says the written order is on file',
            String.raw`\b(?:(?:(?:standard|detailed) )?written |signed |physician |practitioner |provider |doctor'?s? )?(?:order|prescription|rx|script|swo|dwo)\b~~\b(?:on file|in (?:the )?chart|received|obtained)\b`,
            NOT_WRITTEN,
          ),
          phrase(
            'says the order is signed',
            String.raw`\b(?:signed|signed,?\s+(?:and\s+|&\s+)?dated|dated,?\s+(?:and\s+|&\s+)?signed)\b~\b(?:order|prescription|rx|script|swo|dwo)\b`,
            NOT_WRITTEN,
          ),
          phrase(
            'says the order is signed',
            String.raw`\b(?:order|prescription|rx|script|swo|dwo)\b${WHAT_IT_ORDERS}~~\b(?<!\b(?:to|will|must|should|needs to) be )(?<!-)(?:signed|co-?signed|e-?signed|electronically signed|countersigned)\b`,
            NOT_WRITTEN,
          ),
          // An update in the order's answer, signed by the practitioner: "Order unsigned - update 3/4/26: signed by Dr. Baptiste today".
          phrase(
            'says the order is signed',
            String.raw`\b${UPDATE_LABEL}\b[^:\n]{0,15}:\s*(?:now\s+)?(?:signed|co-?signed|e-?signed|electronically signed)\s+(?:and\s+dated\s+)?by\s+(?:the\s+)?(?:dr\b|doctor\b|md\b|physician\b|np\b|pa\b|pcp\b|provider\b)`,
            NOT_WRITTEN,
          ),
          // The practitioner signed it (the order the answer is about): "Order is not unsigned - Dr. Asante signed it on 2/3".
          phrase(
            'says the order is signed',
            String.raw`\b(?:dr\s+[\p{L}'-]+|doctor\s+[\p{L}'-]+|md|physician|np|pa|pcp)\s+(?:has\s+|had\s+)?(?:signed|co-?signed|e-?signed)\s+(?:and\s+dated\s+)?it\b`,
            NOT_WRITTEN,
          ),
          // Its history in order: "Order drafted 2/20, signed and dated by Dr. … 2/24".
          phrase(
            'says the order is signed',
            String.raw`\b(?:order|prescription|rx|script|swo|dwo)\s+(?:drafted|written|prepared|created|generated|sent|faxed)\s+(?:on\s+)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,\s+(?:then\s+)?(?:signed|co-?signed|e-?signed|electronically signed)\b`,
            NOT_WRITTEN,
          ),
          // A label and its state, which may follow the item it orders: "standard written order - signed by Dr
          // Ruiz", "Rx: signed 2/12", "Rx: K0001 manual w/c, 18 in seat, signed & dated by … NP".
          phrase(
            'says the order is signed',
            String.raw`\b(?:order|prescription|rx|script|swo|dwo)${WHAT_IT_ORDERS}\s*(?::|[-–—]{1,2})~~\b(?<!\b(?:to|will|must|should|needs to) be )(?<!-)(?:signed|co-?signed|e-?signed|electronically signed|countersigned)\b`,
            NOT_WRITTEN,
          ),
          // The state after a dash, past what the order is for: "Order for full bed w/ rails -- SIGNED by Dr Amadi".
          phrase(
            'says the order is signed',
            String.raw`\b(?:order|prescription|rx|script|swo|dwo)\b[^.;!?\n]{0,60}?[ \t][-–—]{1,2}[ \t](?:signed|co-?signed|e-?signed|electronically signed|signed and dated|signed & dated)\b`,
            NOT_WRITTEN,
          ),
          // A complete order listing the practitioner's signature: "SWO complete: pt name, item, qty, NPI, MD signature 3/4/26".
          phrase(
            'says the order is complete with the signature',
            String.raw`\b(?:order|prescription|rx|swo|dwo)\s+(?:is\s+)?complete\b~~\b(?:md|physician|practitioner|provider|np|pa|dr\.?\s+\w+)(?:'s)?\s+(?:e-?)?signature\b(?!\s+(?:line|block|field|page|box|space|missing|pending|blank|needed|required))`,
            NOT_WRITTEN,
          ),
          phrase(
            'says the order came back with the signature',
            String.raw`\b(?:order|prescription|rx|script|swo|dwo)\b~\b(?:(?:returned|received|came back|back)\s+(?:with|w\/|bearing)|bears|bearing)\s+(?:the\s+|a\s+)?(?:(?:physician|practitioner|provider|doctor|md|np|pa|dr\.?\s+\w+)(?:'s)?\s+)?(?:e-?)?signature\b(?!\s+(?:line|block|field|page|box|space|missing|pending|blank))`,
            NOT_WRITTEN,
          ),
        ],
      },
    },
  ];
}

const DATE_SOURCE =
  'HIPAA Privacy Rule, de-identification (45 CFR 164.514(b)(2)(i)(C)): all elements of dates (except year) directly related to an individual';

/** Reviewer warnings about the face-to-face encounter and dates, shared by every letter. */
export const ORDER_WARNINGS: readonly WarningRule[] = frozen([
  {
    id: 'face-to-face-missing',
    message:
      'No face-to-face exam is documented. Say that the treating practitioner saw the patient and when (e.g. "F2F exam completed 2 weeks ago").',
    when: { kind: 'face-to-face', need: '', state: 'missing' },
    source: FACE_TO_FACE_SOURCE,
  },
  {
    id: 'face-to-face-undated',
    message:
      'The face-to-face exam has no timing ("{matched}"). A reviewer needs it within the 6 months before the order: add when, e.g. "3 weeks ago".',
    when: { kind: 'face-to-face', need: '', state: 'undated' },
    source: FACE_TO_FACE_SOURCE,
  },
  {
    id: 'face-to-face-outdated',
    message:
      'The face-to-face exam is not shown to be within the last 6 months ("{matched}"). An older encounter does not support this order.',
    when: { kind: 'face-to-face', need: '', state: 'outdated' },
    source: FACE_TO_FACE_SOURCE,
  },
  {
    id: 'face-to-face-not-yet',
    message: 'The face-to-face exam has not happened yet or is dated after today ("{matched}"). The encounter must come before the order.',
    when: { kind: 'face-to-face', need: '', state: 'future' },
    source: FACE_TO_FACE_SOURCE,
  },
  {
    id: 'face-to-face-wrong-actor',
    message:
      'The face-to-face encounter named is not with the treating practitioner ("{matched}"). A therapist\'s or nurse\'s evaluation does ' +
      'not count: the physician, NP, PA or CNS must see the patient.',
    when: { kind: 'face-to-face', need: '', state: 'other-actor' },
    source: FACE_TO_FACE_SOURCE,
  },
  {
    id: 'date-identifier',
    message:
      'A calendar date is typed ("{matched}"). Dates tied to a patient are identifiers under HIPAA and must not be entered here; ' +
      'relative timing ("2 weeks ago") documents the same.',
    when: { kind: 'calendar-date', need: '' },
    source: DATE_SOURCE,
  },
]);

/** The elements of a standard written order (A55426): reminders, since the letter cannot hold the order. */
export const ORDER_ELEMENTS: readonly OrderElement[] = frozen([
  {
    id: 'beneficiary',
    title: "Beneficiary's name or Medicare Beneficiary Identifier (MBI)",
    note: 'On the order only — never type it in this form (protected health information).',
  },
  { id: 'order-date', title: 'Order date', note: 'On or before the delivery date, and after the face-to-face encounter.' },
  {
    id: 'description',
    title: 'General description of the item',
    note: 'A general description, HCPCS code or narrative, or brand and model; list each separately billed option or accessory.',
  },
  { id: 'quantity', title: 'Quantity to be dispensed, if applicable', note: 'For items dispensed in more than one unit.' },
  { id: 'practitioner', title: "Treating practitioner's name or NPI", note: 'The practitioner who ordered the item.' },
  { id: 'signature', title: "Treating practitioner's signature", note: 'Signed by the treating practitioner.' },
]);
