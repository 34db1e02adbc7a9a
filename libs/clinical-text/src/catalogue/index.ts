import type { Discipline, Equipment, Section } from '../types';
import { COMMODE_FORM } from './commode';
import type { FieldDefinition, LetterFormDefinition, SoapFormDefinition, SoapSectionDefinition } from './definitions';
import { HOSPITAL_BED_FORM } from './hospital-bed';
import { OT_FORM } from './ot';
import { PT_FORM } from './pt';
import { SN_FORM } from './sn';
import { WALKER_FORM } from './walker';
import { WHEELCHAIR_FORM } from './wheelchair';

export type {
  AutocompleteArea,
  FieldDefinition,
  FieldStyle,
  FormDefinition,
  LetterFormDefinition,
  SectionDefinition,
  SoapFormDefinition,
  SoapSectionDefinition,
} from './definitions';
export { LETTER_SECTION_TITLE } from './build';
export { NOT_IN_NOTE_HINT } from './definitions';
export * from './chips';

export type Forms = { readonly [D in Discipline]: SoapFormDefinition } & { readonly [E in Equipment]: LetterFormDefinition };

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The field catalogue: for each discipline and equipment, its sections and fields in order, with
 * the label used in generated text, the question shown in the form, whether it is output, the
 * quick-suggestion chips and the autocomplete area. Frozen: render from it, never change it.
 */
export const FORMS: Forms = deepFreeze({
  pt: PT_FORM,
  ot: OT_FORM,
  sn: SN_FORM,
  wheelchair: WHEELCHAIR_FORM,
  'hospital-bed': HOSPITAL_BED_FORM,
  commode: COMMODE_FORM,
  walker: WALKER_FORM,
});

/** The definition of one SOAP section of a discipline. */
export function soapSection(discipline: Discipline, section: Section): SoapSectionDefinition {
  return FORMS[discipline].sections.find((s) => s.id === section) as SoapSectionDefinition;
}

/** The fields of a letter form, in letter order. */
export function letterFields(equipment: Equipment): readonly FieldDefinition[] {
  return FORMS[equipment].sections[0].fields;
}
