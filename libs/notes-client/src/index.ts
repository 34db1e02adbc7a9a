export * from './notes-api';
export * from './enhance-api';
export * from './phi-review';
export * from './fact-check-choice';
export * from './fact-check-alert';
export * from './document-flow';
export * from './start-letter';
export * from './unsaved-answers';
