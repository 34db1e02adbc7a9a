/** The three SOAP evaluation forms. */
export type Discipline = 'pt' | 'ot' | 'sn';

/** The four durable-medical-equipment letter forms. */
export type Equipment = 'wheelchair' | 'hospital-bed' | 'commode' | 'walker';

/** The four SOAP sections, in note order. */
export type Section = 'subjective' | 'objective' | 'assessment' | 'plan';

/** The generated text of each section; every one starts with its heading ("SUBJECTIVE:" ...). */
export type SoapSections = Record<Section, string>;

/** Anything a note title can be made for. */
export type NoteKind = Discipline | 'pt-draft' | Equipment;

export const DISCIPLINES: readonly Discipline[] = Object.freeze(['pt', 'ot', 'sn'] as const);
export const EQUIPMENT: readonly Equipment[] = Object.freeze(['wheelchair', 'hospital-bed', 'commode', 'walker'] as const);
export const SECTIONS: readonly Section[] = Object.freeze(['subjective', 'objective', 'assessment', 'plan'] as const);
