/**
 * The answers of a catalogue form: section id → field key → the text typed. For a SOAP form this
 * is `SoapAnswers` (`{ subjective: {...}, objective: {...}, ... }`); for a letter form it is
 * `{ medicalNecessity: {...} }` (pass `answers.medicalNecessity` to `buildLetter`). The form shapes
 * them with `normaliseAnswers` / `emptyAnswers` of @clinote/clinical-text.
 */
export type FormAnswers = Record<string, Record<string, string>>;
