import { theme } from 'antd';
import Switch from 'antd/es/switch';
import type { AiEnhancementSwitchProps } from './types';

/**
 * The AI enhancement on/off switch (docs/product.md §2, default on: the page holds the state). A real
 * <label for> names the switch, so the label text is both visible and its accessible name; the
 * switch's role and aria-checked tell its state.
 */
export function AiEnhancementSwitch({ checked, onChange, label, id = 'ai-enhancement', disabled }: AiEnhancementSwitchProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, flexWrap: 'wrap', minHeight: 32 }}>
      <Switch id={id} checked={checked} onChange={(next) => onChange(next)} disabled={disabled} />
      <label htmlFor={id} style={{ cursor: disabled ? undefined : 'pointer' }}>
        {label}
      </label>
    </div>
  );
}
