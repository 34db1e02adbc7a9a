/**
 * @jest-environment jsdom
 */
// What the stand-ins in antd-narrowed/ do, next to what the upstream code they replace does (its
// CommonJS build, which Jest can load): an upgrade that changes the upstream behaviour a stand-in
// copies fails here. The list of stand-ins and why each exists: third-party-patches.js.
const { act, createElement } = require('react');
const { createRoot } = require('react-dom/client');
const { isBright } = require('./antd-narrowed/color-presets');
const { default: useScrollLocker } = require('./antd-narrowed/scroll-locker');
const { default: getScrollBarSize, getTargetScrollBarSize } = require('./antd-narrowed/scroll-bar-size');
const { default: UniqueProvider } = require('./antd-narrowed/unique-provider');

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no pseudo-element styles (it logs "Not implemented"): a ::-webkit-scrollbar without a
// custom size, as in a browser with default scroll bars.
const realGetComputedStyle = window.getComputedStyle;
beforeAll(() => {
  window.getComputedStyle = (element, pseudo) => (pseudo ? { width: '', height: '' } : realGetComputedStyle.call(window, element));
});
afterAll(() => {
  window.getComputedStyle = realGetComputedStyle;
});

/** Renders `element` into a fresh container; returns { rerender, unmount }. */
function mount(element) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return {
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
const styleElements = () => document.querySelectorAll('style').length;

describe('color-presets-is-bright', () => {
  it("answers as antd's own isBright for light, dark and translucent colours on white and black", () => {
    const upstream = require('antd/lib/color-picker/components/ColorPresets');
    const { AggregationColor } = require('antd/lib/color-picker/color');
    const colours = [
      '#ffffff',
      '#000000',
      '#1a66d9',
      '#f5f5f5',
      '#ffd666',
      '#595959',
      'rgba(255,255,255,0.3)',
      'rgba(0,0,0,0.4)',
      'rgba(26,102,217,0.5)',
      '#c0c0c0',
      '#c1c1c1',
    ];
    const answers = (fn) => colours.flatMap((colour) => ['#fff', '#000'].map((background) => fn(new AggregationColor(colour), background)));
    expect(answers(isBright)).toEqual(answers(upstream.isBright));
    // Not all the same answer, so the comparison can tell.
    expect(new Set(answers(isBright)).size).toBe(2);
  });
});

describe('portal-scroll-locker', () => {
  function Dialog({ open }) {
    useScrollLocker(open);
    return null;
  }
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('stops the page scrolling while a dialog is open and restores it when the last one closes, without a <style> element', () => {
    document.body.style.overflowY = 'auto';
    const before = styleElements();
    const first = mount(createElement(Dialog, { open: true }));
    const second = mount(createElement(Dialog, { open: true }));
    expect(document.body.style.overflowY).toBe('hidden');
    first.rerender(createElement(Dialog, { open: false }));
    expect(document.body.style.overflowY).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflowY).toBe('auto');
    expect(styleElements()).toBe(before);
    first.unmount();
  });

  it('stands in for an upstream hook that does it with a <style> element (the CSP refuses it without the nonce)', () => {
    const { default: upstream } = require('@rc-component/portal/lib/useScrollLocker');
    function UpstreamDialog() {
      upstream(true);
      return null;
    }
    const before = styleElements();
    const dialog = mount(createElement(UpstreamDialog));
    const added = [...document.querySelectorAll('style')].slice(before);
    expect(added.map((style) => style.textContent).join('')).toMatch(/overflow-y:\s*hidden/);
    expect(added.every((style) => !style.nonce)).toBe(true);
    dialog.unmount();
  });
});

describe('util-scroll-bar-size', () => {
  it('measures like the original (sizes, 0 without a target) without leaving or adding a <style> element', () => {
    const upstream = require('@rc-component/util/lib/getScrollBarSize');
    const before = styleElements();
    const target = document.createElement('div');
    document.body.appendChild(target);
    expect(getScrollBarSize(true)).toBe(upstream.default(true));
    expect(getTargetScrollBarSize(target)).toEqual(upstream.getTargetScrollBarSize(target));
    expect(getTargetScrollBarSize(null)).toEqual(upstream.getTargetScrollBarSize(null));
    expect(styleElements()).toBe(before);
    target.remove();
  });
});

describe('tooltip-unique-provider', () => {
  it('fails loudly if ConfigProvider ever renders it (tooltip.unique), naming the list', () => {
    expect(() => UniqueProvider()).toThrow(/tooltip\.unique is not supported: see libs\/rspack-config\/THIRD-PARTY-PATCHES\.md/);
  });
});
