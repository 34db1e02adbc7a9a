/** A letter that starts from the evaluation: docs/decisions/0149-letter-from-evaluation.md. */
export {
  EVALUATION_DISCIPLINES,
  EVALUATION_TO_LETTER,
  type EvaluationDiscipline,
  type EvaluationLetterMapping,
  type EvaluationSource,
} from './table';
export { letterFromEvaluation } from './letter-from-evaluation';
