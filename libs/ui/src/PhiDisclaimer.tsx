import { theme } from 'antd';
import { Text } from './typography';

/** SPEC.md §1: every form carries this disclaimer. */
export const PHI_DISCLAIMER =
  'Do not enter real patient names, dates of birth, addresses or other identifying information. ' +
  'This tool is not HIPAA-compliant and must not store or process protected health information.';

/** The PHI warning banner, in the theme's warning colours. */
export function PhiDisclaimer() {
  const { token } = theme.useToken();
  return (
    <div
      role="note"
      data-testid="phi-disclaimer"
      style={{
        background: token.colorWarningBg,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorWarningBorder}`,
        borderRadius: token.borderRadiusLG,
        padding: `${token.paddingSM}px ${token.padding}px`,
      }}
    >
      <Text strong>No patient identifiers. </Text>
      <Text>{PHI_DISCLAIMER}</Text>
    </div>
  );
}
