// The lazily loaded dialog chunk of @clinote/ui (antd Modal and its focus handling).
export { Dialog } from './Dialog';
export { ProgressDialog } from './ProgressDialog';
