// What antd's Button style tokens use of its ColorPresets component: `isBright`, as antd 6.6 has it
// (antd/es/color-picker/components/ColorPresets.js). The component itself, with antd's whole
// Collapse and the colour picker's UI, is not needed (see STAND_INS in ../third-party-patches.js).
import { Color as RcColor } from '@rc-component/color-picker/es/color';

export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5; // adapted to dark mode
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
