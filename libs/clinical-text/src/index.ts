export * from './types';
export { textOf, toSentence } from './sentence';
export {
  emptyAnswers,
  normaliseAnswers,
  type AnswersOf,
  type FieldAnswers,
  type LetterAnswers,
  type SectionIdOf,
  type SoapAnswers,
} from './answers';
export * from './sections';
export * from './catalogue';
export { buildSoap, joinSoap, fieldSentence, parseSoap, withoutSectionHeading } from './soap';
export { buildLetter } from './letters';
export {
  wheelchairFallbackLetter,
  WHEELCHAIR_STANDARD_PARAGRAPH,
  WHEELCHAIR_APPROVAL_REQUEST,
  SIGNATURE_BLOCK,
} from './wheelchair-fallback-letter';
export { offlineRewrite, PLAN_REASSESSMENT_SENTENCE } from './offline-rewrite';
export { painSeverity } from './phrasing';
export * from './autocomplete';
export * from './titles';
export * from './offline-letter-rewrite';
export * from './coverage';
export * from './notices';
export * from './outcome-measures';
export * from './goals';
export * from './letter-from-evaluation';
