// Stands in for antd's tooltip UniqueProvider inside ConfigProvider (see STAND_INS in
// ../third-party-patches.js). ConfigProvider renders it only with `tooltip={{ unique: true }}`, which Clinote
// never sets; should it ever be set, this fails loudly instead of quietly dropping the feature.
export default function UniqueProvider() {
  throw new Error('ConfigProvider tooltip.unique is not supported: see libs/rspack-config/THIRD-PARTY-PATCHES.md');
}
