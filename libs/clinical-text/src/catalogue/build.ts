import { DISCIPLINE_NAMES, EQUIPMENT_NAMES, EQUIPMENT_PAGE_TITLES, LETTER_TITLES } from '../titles';
import { EMPTY_SECTION_LINES, SECTION_HEADINGS, SECTION_LETTERS, SECTION_NAMES } from '../sections';
import { SECTIONS, type Discipline, type Equipment, type Section } from '../types';
import { defineFields, type AutocompleteArea, type FieldSpec, type LetterFormDefinition, type SoapFormDefinition } from './definitions';

/** Title of the single accordion section of every letter form (docs/product.md §2). */
export const LETTER_SECTION_TITLE = 'Medical Necessity Documentation';

export function soapForm(
  id: Discipline,
  area: AutocompleteArea,
  fields: Readonly<Record<Section, readonly FieldSpec[]>>,
): SoapFormDefinition {
  return {
    kind: 'soap',
    id,
    name: DISCIPLINE_NAMES[id],
    area,
    sections: SECTIONS.map((section) => ({
      id: section,
      title: SECTION_NAMES[section],
      letter: SECTION_LETTERS[section],
      heading: SECTION_HEADINGS[section],
      emptyLine: EMPTY_SECTION_LINES[id][section],
      fields: defineFields(area, fields[section]),
    })),
  };
}

export function letterForm(id: Equipment, area: AutocompleteArea, fields: readonly FieldSpec[]): LetterFormDefinition {
  return {
    kind: 'letter',
    id,
    name: EQUIPMENT_NAMES[id],
    pageTitle: EQUIPMENT_PAGE_TITLES[id],
    letterTitle: LETTER_TITLES[id],
    area,
    sections: [{ id: 'medicalNecessity', title: LETTER_SECTION_TITLE, fields: defineFields(area, fields) }],
  };
}
