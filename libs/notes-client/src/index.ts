export * from './notes-api';
export * from './enhance-api';
export * from './phi-review';
