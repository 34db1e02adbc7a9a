import { theme } from 'antd';
// The words only: a leaf module, not the clinical-text index (which the first load must not carry).
import { PHI_NOTICE } from '@clinote/clinical-text/notices';
import { Text } from './typography';

/** docs/product.md §1: every form carries this disclaimer (its words: @clinote/clinical-text PHI_NOTICE). */
export const PHI_DISCLAIMER = PHI_NOTICE.text;

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
      <Text strong>{PHI_NOTICE.lead} </Text>
      <Text>{PHI_DISCLAIMER}</Text>
    </div>
  );
}
