export { FACT_KINDS } from './types';
export type { Fact, FactCheck, FactKind } from './types';
export { extractFacts } from './extract';
export { checkFacts } from './check';
