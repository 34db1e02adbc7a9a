// Stands in for @rc-component/util's getScrollBarSize (see STAND_INS in ../third-party-patches.js). For a
// target element the original copies its ::-webkit-scrollbar size into a <style> element without
// the page's CSP nonce, which the browser refuses: antd's Table logged a violation on every admin
// list. The same measure without one: a custom scroll bar's size is read from the target's computed
// ::-webkit-scrollbar style, a default one from a scrolling probe element styled through the CSSOM.
let cached;

function measureScrollbarSize(target) {
  const probe = document.createElement('div');
  Object.assign(probe.style, { position: 'absolute', left: '0', top: '0', width: '100px', height: '100px', overflow: 'scroll' });
  let custom = { width: NaN, height: NaN };
  if (target) {
    const targetStyle = getComputedStyle(target);
    probe.style.scrollbarColor = targetStyle.scrollbarColor;
    probe.style.scrollbarWidth = targetStyle.scrollbarWidth;
    const webkit = getComputedStyle(target, '::-webkit-scrollbar');
    custom = { width: parseInt(webkit.width, 10), height: parseInt(webkit.height, 10) };
  }
  document.body.appendChild(probe);
  const size = {
    width: custom.width || probe.offsetWidth - probe.clientWidth,
    height: custom.height || probe.offsetHeight - probe.clientHeight,
  };
  document.body.removeChild(probe);
  return size;
}

export default function getScrollBarSize(fresh) {
  if (typeof document === 'undefined') return 0;
  if (fresh || cached === undefined) cached = measureScrollbarSize();
  return cached.width;
}

export function getTargetScrollBarSize(target) {
  if (typeof document === 'undefined' || !target || !(target instanceof Element)) return { width: 0, height: 0 };
  return measureScrollbarSize(target);
}
