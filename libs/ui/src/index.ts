export * from './antd';
export { clinoteTheme } from './theme';
export { ClinoteThemeProvider } from './ClinoteThemeProvider';
export { Heading, Text, type HeadingProps, type TextProps } from './typography';
export { Card, type CardProps } from './Card';
export { openToast, type ToastArgs } from './toast/toast';
export { PhiDisclaimer, PHI_DISCLAIMER } from './PhiDisclaimer';
export { PageSpinner } from './PageSpinner';
export { FieldRow } from './FieldRow';
