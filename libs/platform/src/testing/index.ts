// Test helpers for the front-end slices (never imported by app code, so never bundled).
export { stubFetch, type StubbedAnswer, type StubbedRoutes } from './stub-fetch';
export { renderApp } from './render';
