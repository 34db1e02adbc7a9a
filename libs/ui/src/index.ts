export * from './antd';
export { clinoteTheme } from './theme';
export { ClinoteThemeProvider } from './ClinoteThemeProvider';
export { InlineStyle } from './InlineStyle';
export { Heading, Text, type HeadingProps, type TextProps } from './typography';
export { Card, type CardProps } from './Card';
export { openToast, type ToastArgs } from './toast/toast';
export { PhiDisclaimer, PHI_DISCLAIMER } from './PhiDisclaimer';
export { PageSpinner } from './PageSpinner';
export { splitComponent, splitModule, type SplitModule } from './code-split';
export { FieldRow } from './FieldRow';
export { ResultCard, type ResultCardProps } from './ResultCard';
export { PlainTextArea, type PlainTextAreaProps } from './PlainTextArea';
export { MenuButton, type MenuButtonProps, type MenuGroup, type MenuItem } from './MenuButton';
// Form pages. The components are React.lazy chunks with their own Suspense (react-final-form
// wiring, TextArea, Switch: not on /login); the types cost nothing. The answers' helpers
// (emptyAnswers, normaliseAnswers) are @clinote/clinical-text's.
export { CatalogueForm, SmartTextArea, AiEnhancementSwitch, preloadCatalogueForm } from './catalogue-form/lazy';
export type { FormAnswers } from './catalogue-form/answers';
export type {
  CatalogueFormApi,
  CatalogueFormControls,
  CatalogueFormProps,
  FieldNote,
  FieldNotes,
  FieldTools,
  FieldWarning,
  SmartTextAreaProps,
  AiEnhancementSwitchProps,
} from './catalogue-form/types';
// Dialogs: lazy (antd Modal), fetched after the page that may open one has rendered.
export { Dialog, ProgressDialog } from './dialog/lazy';
export type { DialogProps, ProgressDialogProps } from './dialog/types';
// Admin kit: lazy (antd Table in its own chunk; tabs, status tag and row menu in a small one).
export { DataTable, Tabs, StatusTag, RowMenu } from './admin-kit/lazy';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableServerMode,
  DataTableState,
  SortOrder,
  TabItem,
  TabsProps,
  Tone,
  StatusTagProps,
  RowMenuAction,
  RowMenuProps,
} from './admin-kit/types';
// A first paint's form, taken over by the app's (docs/decisions/0145-first-paint-forms.md).
export { appContainer, revealApp, takeOverFirstPaintForm, type FirstPaintInput } from './first-paint/adoption';
