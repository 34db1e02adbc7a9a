/** Outcome measures that interpret themselves: docs/decisions/0147-outcome-measure-norms.md. */
export { MEASURE_IDS, MEASURES, type MeasureDefinition, type MeasureId, type MeasureUnit } from './measures';
export {
  NORMS,
  type AgeSexRow,
  type AgeSexTableNorm,
  type Band,
  type BandNorm,
  type CutOffNorm,
  type Norm,
  type NormSource,
  type Verification,
} from './norms';
export { parseMeasures, type DeviceName, type ParsedMeasure, type ParseOptions, type StatedDevice } from './parse';
export { readPatient, type PatientFacts, type Sex } from './patient';
export { interpretField, MEASURE_FIELDS, type AnswerName, type MeasureFields } from './form-fields';
export {
  interpretMeasure,
  type Interpretation,
  type MeasureResult,
  type MissingPatientFacts,
  type OutsideNorms,
  type Verdict,
} from './interpret';
