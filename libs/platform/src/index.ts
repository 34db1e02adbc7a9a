// State (store, API, token, session queries, errors, clipboard, routing) never imports the UI
// library; what renders or shows UI (providers, ProtectedRoute, toasts and what toasts) is in
// view/. scripts/import-graph.spec.js holds both to it.
export { api, TRIGGER_ONLY } from './api';
export { createStore, rootReducer, type AppStore, type RootState, type AppDispatch } from './store';
export { TOKEN_KEY, getToken, setToken, clearToken, subscribeToToken } from './token';
export {
  forgetAllUnsavedAnswers,
  forgetUnsavedAnswers,
  forgetUnsavedAnswersIfSame,
  keepUnsavedAnswers,
  readUnsavedAnswers,
  type UnsavedAnswers,
} from './unsaved-answers';
export {
  dropPendingSave,
  keepPendingSave,
  markPendingSaved,
  outboxSnapshot,
  readOutbox,
  savedNoteId,
  subscribeToOutbox,
  updatePendingSave,
  whenPendingSaved,
  withOutboxLock,
  type OutboxReason,
  type OutboxToast,
  type PendingSave,
} from './save-outbox';
export { meApi, useMeQuery } from './session/me-api';
export { useKnownSession, useSession, useToken, type Session, type SessionStatus } from './session/useSession';
export { errorMessage, httpStatus, notReached } from './errors';
export { copyToClipboard } from './clipboard';
export * from './router';
export { ProtectedRoute } from './view/ProtectedRoute';
export { useSignOut } from './view/useSignOut';
export { notify, TOAST_DURATION_MS, type Toast, type ToastKind } from './view/notify';
export { runWithToasts, submitWith, type FailureToast, type RunOptions, type RunOutcome } from './view/submit';
export { AppProviders, mountApp } from './view/AppProviders';
