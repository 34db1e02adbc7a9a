// Every place Clinote depends on a third-party package's internals: the build-time stand-ins
// (narrowings) that index.js applies, the deep imports of antd's private paths, and the run-time
// patches of antd's behaviour. ONE list: index.js builds its narrowings from it,
// third-party-patches.spec.js checks every entry against node_modules, and THIRD-PARTY-PATCHES.md is
// rendered from it (`node libs/rspack-config/third-party-patches.js --write`; the spec fails when the
// file is stale).
//
// The versions below are the ones each entry was written and checked against. They are pinned
// exactly (package.json files, root `overrides`), so they change only when someone upgrades on
// purpose — and then the spec fails until each entry has been re-checked (see UPGRADE_STEPS).

/** package → the exact version every entry below was written against (and is pinned to). */
const WRITTEN_AGAINST = {
  antd: '6.6.8',
  '@rc-component/color-picker': '3.1.1',
  '@rc-component/form': '1.8.6',
  '@rc-component/input': '1.3.1',
  '@rc-component/portal': '2.2.1',
  '@rc-component/table': '1.11.1',
  '@rc-component/util': '1.14.1',
  '@module-federation/enhanced': '2.9.2',
  '@module-federation/runtime-core': '2.9.2',
  '@module-federation/webpack-bundler-runtime': '2.9.2',
};

/**
 * How each version is held still.
 * - `direct`: an exact version wherever a workspace package.json lists the package.
 * - `overrides`: transitive @rc-component packages (antd's own dependencies, with `~`/`^` ranges) are
 *   pinned in the root package.json's `overrides`: that fixes the copy antd itself loads, which is
 *   the copy the stand-ins patch and the deep imports reach. A direct dependency of a workspace would
 *   pin only that workspace's copy; on the next antd upgrade npm could nest another one under antd.
 *   (third-party-patches.spec.js checks that antd's own ranges still accept the overridden versions.)
 * - `via`: pinned exactly by another pinned package's own package.json.
 */
const PINS = [
  { name: 'antd', how: 'direct', where: ['shell', 'mfe-auth', 'mfe-soap', 'mfe-dme', 'mfe-admin', 'libs/ui'] },
  {
    name: '@module-federation/enhanced',
    how: 'direct',
    where: ['shell', 'mfe-auth', 'mfe-soap', 'mfe-dme', 'mfe-admin', 'libs/rspack-config'],
  },
  { name: '@module-federation/runtime-core', how: 'direct', where: ['libs/rspack-config'] },
  { name: '@module-federation/webpack-bundler-runtime', how: 'via', where: ['@module-federation/enhanced'] },
  // Also a direct dependency of libs/rspack-config: antd-narrowed/color-presets.js imports it.
  { name: '@rc-component/color-picker', how: 'overrides', where: ['libs/rspack-config'] },
  { name: '@rc-component/form', how: 'overrides', where: [] },
  { name: '@rc-component/input', how: 'overrides', where: [] },
  { name: '@rc-component/portal', how: 'overrides', where: [] },
  { name: '@rc-component/table', how: 'overrides', where: [] },
  { name: '@rc-component/util', how: 'overrides', where: [] },
];

const SPEC = 'libs/rspack-config/third-party-patches.spec.js';
const BUILD_TEST = 'libs/rspack-config/rspack-config.test.js';
const STAND_IN_TEST = 'libs/rspack-config/stand-ins.spec.js';

/**
 * Build-time stand-ins: when `issuer` (a file of `package`) imports `request`, the build loads `to`
 * instead — an upstream sub-module (`to.request`) or a Clinote file (`to.standIn`, relative to this
 * folder). `names` is everything the issuer takes from `request`: the replacement must export each.
 * `uses` (optional): packages a stand-in imports itself. `mirrors` (optional): the upstream file whose code or interface a stand-in copies, with its
 * sha256 when the stand-in was written; `stillNeeded` (optional): facts of upstream code that make
 * the patch necessary — when one stops being true, the patch may be removable.
 */
const STAND_INS = [
  {
    id: 'antd-form-context',
    package: 'antd',
    issuer: 'es/form/context.js',
    request: '@rc-component/form',
    names: ['FormProvider'],
    to: { request: '@rc-component/form/es/FormContext' },
    kind: 'size',
    why: "antd's Input imports its form context, which imports all of @rc-component/form (the Form engine and its async validator, ~14 KB gzip) for FormProvider; Clinote's forms are react-final-form. Pointed at the one file that defines FormProvider.",
    tests: [
      SPEC,
      `${BUILD_TEST}: "keeps antd's Form engine, Tooltip positioning, colour picker UI and TextArea out of a page of Buttons and Inputs"`,
    ],
  },
  {
    id: 'tooltip-unique-provider',
    package: 'antd',
    issuer: 'es/config-provider/index.js',
    request: '../tooltip/UniqueProvider',
    names: ['default'],
    to: { standIn: 'antd-narrowed/unique-provider.js' },
    kind: 'size',
    why: 'ConfigProvider imports the tooltip UniqueProvider (all of @rc-component/trigger, ~12 KB gzip) and renders it only with `tooltip={{ unique: true }}`, which Clinote never sets. The stand-in throws if it is ever rendered.',
    stillNeeded: [
      {
        package: 'antd',
        file: 'es/config-provider/index.js',
        contains: 'tooltip?.unique',
        meaning: 'ConfigProvider renders UniqueProvider only for tooltip.unique',
      },
    ],
    tests: [
      SPEC,
      STAND_IN_TEST,
      `${BUILD_TEST}: "keeps antd's Form engine, Tooltip positioning, colour picker UI and TextArea out of a page of Buttons and Inputs"`,
    ],
  },
  {
    id: 'color-presets-is-bright',
    package: 'antd',
    issuer: 'es/button/style/token.js',
    request: '../../color-picker/components/ColorPresets',
    names: ['isBright'],
    to: { standIn: 'antd-narrowed/color-presets.js' },
    // The stand-in itself imports @rc-component/color-picker/es/color.
    uses: ['@rc-component/color-picker'],
    kind: 'size',
    why: "Button's style tokens import the ColorPresets component (antd's Collapse and the colour picker's UI) for one helper, `isBright`; the stand-in is a copy of that helper. Together with the three narrowings beside it the shell's antd chunk went from 62.0 to 53.0 KB br on every page (bench/README.md, 'antd imports narrowed').",
    mirrors: {
      package: 'antd',
      file: 'es/color-picker/components/ColorPresets.js',
      sha256: 'd06a33417442cfa22c1ecbf907e6c4b0341fc01f2293e667c59a607b73078d2f',
      what: 'isBright',
    },
    tests: [SPEC, `${STAND_IN_TEST} (isBright gives antd's answers)`, `${BUILD_TEST}: "keeps antd's Form engine, …"`],
  },
  {
    id: 'rc-input',
    package: 'antd',
    issuer: 'es/input/Input.js',
    request: '@rc-component/input',
    names: ['default'],
    to: { request: '@rc-component/input/es/Input' },
    kind: 'size',
    why: "antd's Input imports @rc-component/input's index — TextArea and its measuring included — for Input alone.",
    tests: [
      SPEC,
      `${BUILD_TEST}: "keeps antd's Form engine, Tooltip positioning, colour picker UI and TextArea out of a page of Buttons and Inputs"`,
    ],
  },
  {
    id: 'color-picker-color',
    package: 'antd',
    issuer: 'es/color-picker/color.js',
    request: '@rc-component/color-picker',
    names: ['Color'],
    to: { request: '@rc-component/color-picker/es/color' },
    kind: 'size',
    why: "antd's colour class (which Button's style tokens use) imports the colour picker's index, its whole UI, for its Color class.",
    tests: [
      SPEC,
      `${BUILD_TEST}: "keeps antd's Form engine, Tooltip positioning, colour picker UI and TextArea out of a page of Buttons and Inputs"`,
    ],
  },
  {
    id: 'portal-scroll-locker',
    package: '@rc-component/portal',
    issuer: 'es/Portal.js',
    request: './useScrollLocker',
    names: ['default'],
    to: { standIn: 'antd-narrowed/scroll-locker.js' },
    kind: 'csp',
    why: "The dialogs' scroll lock injects a <style> element without the page's CSP nonce, which the browser refuses (no 'unsafe-inline'): the page scrolled behind every Modal and Drawer and each logged a violation. The stand-in sets the body's style properties (CSSOM), which the CSP allows.",
    mirrors: {
      package: '@rc-component/portal',
      file: 'es/useScrollLocker.js',
      sha256: 'd684d9eed0ed0906fe861da065ad0bfa98371fc98dc109cf9c286b848bc98483',
      what: 'useScrollLocker(lock)',
    },
    stillNeeded: [
      {
        package: '@rc-component/portal',
        file: 'es/useScrollLocker.js',
        contains: 'updateCSS(',
        meaning: 'the original still writes a <style> element',
      },
    ],
    tests: [
      SPEC,
      STAND_IN_TEST,
      `${BUILD_TEST}: "gives antd's dialogs and tables the stand-ins that need no <style> element"`,
      'e2e/tests/accessibility.e2e.ts ("nothing refused by the CSP", dialog states)',
    ],
  },
  {
    id: 'util-scroll-bar-size',
    package: '@rc-component/util',
    issuer: 'es/index.js',
    request: './getScrollBarSize',
    names: ['default', 'getTargetScrollBarSize'],
    to: { standIn: 'antd-narrowed/scroll-bar-size.js' },
    kind: 'csp',
    why: "The tables' scroll-bar measure copies a target's ::-webkit-scrollbar size into a <style> element without the CSP nonce: antd's Table logged a violation on every admin list. The stand-in measures the same through the CSSOM.",
    mirrors: {
      package: '@rc-component/util',
      file: 'es/getScrollBarSize.js',
      sha256: '3f2418e7a51273c8f24f11db98e15ba1043824549c0f88693669a080a253de5a',
      what: 'getScrollBarSize(fresh), getTargetScrollBarSize(target)',
    },
    stillNeeded: [
      {
        package: '@rc-component/util',
        file: 'es/getScrollBarSize.js',
        contains: 'updateCSS(',
        meaning: 'the original still writes a <style> element',
      },
    ],
    tests: [
      SPEC,
      STAND_IN_TEST,
      `${BUILD_TEST}: "gives antd's dialogs and tables the stand-ins that need no <style> element"`,
      'e2e/tests/accessibility.e2e.ts ("nothing refused by the CSP", admin tabs)',
    ],
  },
  {
    id: 'mf-no-static-remotes',
    package: '@module-federation/webpack-bundler-runtime',
    issuer: 'dist/index.cjs',
    request: './remotes.cjs',
    names: ['remotes'],
    to: { standIn: 'mf-narrowed/no-static-remotes.cjs' },
    kind: 'size',
    why: "The bundler runtime's loader for statically imported remotes (~3 KB br in the shell's main and again in each remoteEntry.js: each remoteEntry.js 12.6 → 8.1 KB br). No Clinote build declares a static remote (the shell registers remotes at run time), so the stand-in answers the per-chunk question with 'none' and throws should one appear. The runtime's own `experiments.optimization.disableRemote` cannot replace it: the runtime is CommonJS, so the `require`d file stays (measured: 1 byte less), and in the shell it would disable runtime-core's loadRemote too.",
    mirrors: {
      package: '@module-federation/webpack-bundler-runtime',
      file: 'dist/remotes.cjs',
      sha256: '3d9167ce9d70e2e2b45ed56bed87b3698af8044af8a592eac555eca9399cd1a5',
      what: 'remotes({ chunkId, chunkMapping, … })',
    },
    stillNeeded: [
      {
        package: '@module-federation/webpack-bundler-runtime',
        file: 'dist/index.cjs',
        contains: "require('./remotes.cjs')",
        meaning: 'the runtime still requires the loader unconditionally',
      },
    ],
    tests: [
      SPEC,
      `${BUILD_TEST}: "builds the stand-in instead of the bundler runtime remote loader (and only with the narrowing)"`,
      `${BUILD_TEST}: "answers the per-chunk question with nothing to load, and fails loudly on a static remote"`,
    ],
  },
];

/**
 * Imports of antd files by path (antd has no `exports` map, so nothing marks them public). Jest loads
 * antd's CommonJS build, so jest.preset.js maps `antd/es/*` to `antd/lib/*`: both must exist.
 * `names` are the values imported, `types` the type-only imports (checked in the .d.ts).
 */
const DEEP_IMPORTS = [
  {
    path: 'antd/es/input/Input',
    names: ['default'],
    types: ['InputProps', 'InputRef'],
    usedIn: ['libs/ui/src/antd.ts'],
    why: "antd's `Input` namespace also carries TextArea, Search, OTP and Group (~8 KB gzip more on every page); the first-load screens need the plain input only.",
    tests: [SPEC, 'libs/ui jest project (every form renders it)'],
  },
  {
    path: 'antd/es/input/Password',
    names: ['default'],
    types: ['PasswordProps'],
    usedIn: ['libs/ui/src/antd.ts'],
    why: 'The password input without the rest of the `Input` namespace (as above).',
    tests: [SPEC, 'libs/ui jest project; mfe-auth jest project (sign-in and register pages)'],
  },
  {
    path: 'antd/es/input/TextArea',
    names: ['default'],
    types: [],
    usedIn: ['libs/ui/src/catalogue-form/SmartTextArea.tsx'],
    why: 'The text area alone, in the catalogue-form chunk (not on every page through the `Input` namespace).',
    tests: [SPEC, 'libs/ui/src/catalogue-form/SmartTextArea.spec.tsx'],
  },
  {
    path: 'antd/es/table/Table',
    names: ['default'],
    types: [],
    usedIn: ['libs/ui/src/admin-kit/DataTable.tsx'],
    why: 'By file so the lazily loaded DataTable chunk says what it costs (the `antd` entry would be tree-shaken to the same); Table alone would add ~110 KB to every route if it were not lazy.',
    tests: [SPEC, 'libs/ui/src/admin-kit/DataTable.spec.tsx'],
  },
  {
    path: 'antd/es/table/TableMeasureRowContext',
    names: ['default'],
    types: [],
    usedIn: ['libs/ui/src/admin-kit/DataTable.tsx'],
    why: "Not exported by antd at all: true inside the hidden, aria-hidden measure row antd copies every header into (rendered by @rc-component/table's measureRowRender). A sortable header renders plain text there, or the copy would be an invisible Tab stop (axe).",
    tests: [SPEC, 'libs/ui/src/admin-kit/DataTable.spec.tsx (no button or Tab stop in the measure row)'],
  },
  {
    path: 'antd/es/modal/Modal',
    names: ['default'],
    types: [],
    usedIn: ['libs/ui/src/dialog/Dialog.tsx', 'libs/ui/src/dialog/ProgressDialog.tsx'],
    why: "The Modal component without its confirm()/info() helpers and their hooks, which Clinote's dialogs do not use.",
    tests: [SPEC, 'libs/ui/src/dialog/Dialog.spec.tsx'],
  },
  {
    path: 'antd/es/switch',
    names: ['default'],
    types: [],
    usedIn: ['libs/ui/src/catalogue-form/AiEnhancementSwitch.tsx'],
    why: 'The Switch in the catalogue-form chunk only (a component folder: the least private of these paths).',
    tests: [SPEC, 'libs/ui/src/catalogue-form/AiEnhancementSwitch.spec.tsx'],
  },
];

/** Run-time changes to what antd does, in Clinote's own code. */
const RUNTIME_PATCHES = [
  {
    id: 'measuring-textarea-untab',
    file: 'libs/ui/src/catalogue-form/SmartTextArea.tsx',
    what: 'untabMeasuringTextarea(): sets tabindex="-1" on antd\'s hidden measuring <textarea> (now or, through a MutationObserver on <body>, when it is added)',
    why: "antd's autoSize (browsers without CSS field-sizing) measures in one hidden <textarea> it appends to <body> with aria-hidden and a misspelt `tab-index` attribute, so it stays focusable: axe 'aria-hidden-focus', and a Tab stop nobody can see.",
    stillNeeded: [
      {
        package: '@rc-component/input',
        file: 'es/calculateNodeHeight.js',
        contains: "setAttribute('tab-index', '-1')",
        meaning: 'the attribute is still misspelt (when fixed upstream, remove the patch)',
      },
      {
        package: '@rc-component/input',
        file: 'es/calculateNodeHeight.js',
        contains: "setAttribute('name', 'hiddenTextarea')",
        meaning: 'the patch finds the element by this name',
      },
      {
        package: '@rc-component/input',
        file: 'es/calculateNodeHeight.js',
        contains: 'document.body.appendChild(hiddenTextarea)',
        meaning: 'the element is a child of <body>, which the observer watches',
      },
    ],
    tests: [SPEC, 'libs/ui/src/catalogue-form/measuring-textarea.spec.tsx'],
  },
  {
    id: 'measuring-textarea-css',
    file: 'libs/ui/src/ClinoteThemeProvider.tsx',
    what: 'MEASURING_TEXTAREA_CSS: a nonce\'d rule that hides textarea[name="hiddenTextarea"]',
    why: "antd's autoSize styles its measuring <textarea> with setAttribute('style'), which the CSP refuses: without this rule it shows as an empty box at the end of the page.",
    stillNeeded: [
      {
        package: '@rc-component/input',
        file: 'es/calculateNodeHeight.js',
        contains: "hiddenTextarea.setAttribute('style'",
        meaning: 'the measuring element is still styled by a style attribute',
      },
      {
        package: '@rc-component/input',
        file: 'es/calculateNodeHeight.js',
        contains: "setAttribute('name', 'hiddenTextarea')",
        meaning: 'the rule finds the element by this name',
      },
    ],
    tests: [SPEC, 'libs/ui/src/catalogue-form/measuring-textarea.spec.tsx'],
  },
];

/** Looked at and kept, with the reason (so the next upgrade does not redo the work). */
const NOT_REMOVED = [
  "antd 6 always uses CSS variables (there is no `cssVar` switch left to turn on), and none of the stand-ins is about styles antd's CSS-in-JS writes: the size narrowings cut JavaScript modules, the two CSP stand-ins replace @rc-component code that writes its own <style> without a nonce whatever antd's theme settings.",
  "antd's `zeroRuntime` (static style extraction) was measured before (bench/README.md, 'The first page renders whole'): ~0.2 s of LCP gained, but an extracted stylesheet on every page that the /login byte budget cannot take. It would not remove any stand-in either (same reasons as above).",
  "`experiments.optimization.disableRemote` instead of the MF stand-in: measured 1 byte less (the CommonJS runtime keeps the `require`d file), and in the shell it also disables runtime-core's loadRemote, which loads every remote.",
];

/** Removed, with the proof (kept here so nobody brings one back for the old reason). */
const REMOVED = [
  'Deep import `antd/es/table/interface` (type `ColumnType`, libs/ui DataTable.tsx): antd exports the same type publicly as `TableColumnType`. Type-only, so the bundle cannot change; the ui build (tsc) and DataTable.spec.tsx pass.',
];

const UPGRADE_STEPS = [
  'Change the exact version in every package.json that lists the package (root `overrides` for @rc-component/*), run `npm install`, then `npx jest -c libs/rspack-config/jest.config.js`.',
  'For each failure of third-party-patches.spec.js, read the upstream file it names: an import that moved or gained names means the narrowing or stand-in must follow; a changed sha256 means the copied code or interface must be compared and the stand-in updated; a `stillNeeded` fact that is no longer true means the patch may be removable (remove it, with `node bench/bundle.mjs` before/after for a size stand-in).',
  'Update WRITTEN_AGAINST (and the sha256 values) in libs/rspack-config/third-party-patches.js, run `node libs/rspack-config/third-party-patches.js --write`, then the libs/ui, shell and rspack-config jest projects and the e2e accessibility suite (it fails on any CSP complaint).',
];

// ---------------------------------------------------------------------------------------------
// THIRD-PARTY-PATCHES.md, rendered from the lists above.

const code = (text) => `\`${text}\``;
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function renderMarkdown() {
  const lines = [];
  const add = (...more) => lines.push(...more);
  add(
    '# Third-party patches',
    '',
    '<!-- Generated from third-party-patches.js by `node libs/rspack-config/third-party-patches.js --write`; do not edit by hand. -->',
    '',
    'Every place Clinote depends on the internals of antd, @rc-component/* or @module-federation/*: build-time',
    "stand-ins (`libs/rspack-config`, applied by `narrowingPlugin` in index.js), deep imports of antd's private",
    "paths, and run-time patches of antd's behaviour. Each one says what it replaces, why, the exact version",
    'it was written against and the tests that fail when an upgrade breaks it. The list lives in',
    '`third-party-patches.js`; index.js builds its narrowings from it and `third-party-patches.spec.js` checks',
    'each entry against node_modules, so the list, the build and the check cannot drift apart.',
    '',
    '## Upgrading antd, @rc-component/* or @module-federation/*',
    '',
    ...UPGRADE_STEPS.map((step, i) => `${i + 1}. ${step}`),
    '',
    '## Pinned versions',
    '',
    '| package | version | pinned by |',
    '|---|---|---|',
    ...PINS.map(({ name, how, where }) => {
      const by =
        how === 'direct'
          ? `exact dependency in ${where.join(', ')}`
          : how === 'via'
            ? `exact dependency of ${where.join(', ')}`
            : `root \`overrides\`${where.length ? ` (and an exact dependency of ${where.join(', ')})` : ''}`;
      return `| ${code(name)} | ${WRITTEN_AGAINST[name]} | ${by} |`;
    }),
    '',
    "Why `overrides` for @rc-component/*: they are antd's dependencies (with `~`/`^` ranges), and the stand-ins",
    'and deep imports reach the copy antd itself loads. An override fixes that copy; a direct dependency of a',
    'workspace would fix only its own copy, and an antd upgrade could nest another under antd. The spec checks',
    "that antd's ranges still accept each overridden version, so an override can never hold antd to a",
    'version it does not support without a failing test.',
    '',
    `## Build-time stand-ins (${STAND_INS.length})`,
    '',
  );
  for (const s of STAND_INS) {
    const to = s.to.standIn
      ? `the stand-in ${code(`libs/rspack-config/${s.to.standIn}`)}`
      : `${code(s.to.request)} (the upstream file that defines it)`;
    add(
      `### ${s.id}`,
      '',
      `- **Replaces**: ${code(`${s.package}/${s.issuer}`)} imports ${code(s.request)} (${s.names.map(code).join(', ')}); the build gives it ${to}.`,
      `- **Why** (${s.kind === 'csp' ? 'fixes behaviour under the CSP' : 'size on every page'}): ${s.why}`,
      `- **Written against**: ${[
        s.package,
        ...(s.to.request ? [packageOf(s.to.request)] : []),
        ...(s.uses ?? []),
        ...(s.mirrors ? [s.mirrors.package] : []),
      ]
        .filter((name, i, all) => all.indexOf(name) === i)
        .map((name) => `${name}@${WRITTEN_AGAINST[name]}`)
        .join(', ')}`,
    );
    if (s.mirrors)
      add(
        `- **Mirrors**: ${s.mirrors.what} of ${code(`${s.mirrors.package}/${s.mirrors.file}`)} (sha256 ${s.mirrors.sha256.slice(0, 12)}…)`,
      );
    for (const fact of s.stillNeeded ?? [])
      add(`- **Needed while**: ${fact.meaning} (${code(`${fact.package}/${fact.file}`)} contains ${code(fact.contains)})`);
    add(`- **Fails when it breaks**: ${s.tests.join('; ')}`, '');
  }
  add(
    `## Deep imports of antd files (${DEEP_IMPORTS.length})`,
    '',
    `All written against antd@${WRITTEN_AGAINST.antd}. Jest loads antd's CommonJS build (\`jest.preset.js\` maps \`antd/es/*\` to \`antd/lib/*\`), so each path must exist in both.`,
    '',
    '| path | imports | used in | why | fails when it breaks |',
    '|---|---|---|---|---|',
    ...DEEP_IMPORTS.map((d) =>
      [code(d.path), [...d.names, ...d.types.map((t) => `type ${t}`)].join(', '), d.usedIn.map(code).join(', '), d.why, d.tests.join('; ')]
        .map(cell)
        .join(' | '),
    ).map((row) => `| ${row} |`),
    '',
    `## Run-time patches (${RUNTIME_PATCHES.length})`,
    '',
  );
  for (const p of RUNTIME_PATCHES) {
    add(
      `### ${p.id}`,
      '',
      `- **Where**: ${code(p.file)}: ${p.what}`,
      `- **Why**: ${p.why}`,
      `- **Written against**: ${[...new Set(p.stillNeeded.map((f) => f.package))].map((name) => `${name}@${WRITTEN_AGAINST[name]}`).join(', ')}`,
      ...p.stillNeeded.map(
        (fact) => `- **Needed while**: ${fact.meaning} (${code(`${fact.package}/${fact.file}`)} contains ${code(fact.contains)})`,
      ),
      `- **Fails when it breaks**: ${p.tests.join('; ')}`,
      '',
    );
  }
  add('## Removed', '', ...REMOVED.map((reason) => `- ${reason}`), '');
  add('## Looked at and kept', '', ...NOT_REMOVED.map((reason) => `- ${reason}`), '');
  return lines.join('\n');
}

/** '@rc-component/form/es/FormContext' → '@rc-component/form'. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const MARKDOWN_FILE = require('node:path').join(__dirname, 'THIRD-PARTY-PATCHES.md');

module.exports = {
  WRITTEN_AGAINST,
  PINS,
  STAND_INS,
  DEEP_IMPORTS,
  RUNTIME_PATCHES,
  REMOVED,
  NOT_REMOVED,
  UPGRADE_STEPS,
  renderMarkdown,
  packageOf,
  MARKDOWN_FILE,
};

if (require.main === module) {
  if (process.argv.includes('--write')) require('node:fs').writeFileSync(MARKDOWN_FILE, renderMarkdown());
  else process.stdout.write(renderMarkdown());
}
