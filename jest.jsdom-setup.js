// antd 6 in jsdom needs browser APIs jsdom lacks (see docs/architecture.md §8).
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) Object.assign(global, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
// The worker_threads MessageChannel keeps Jest alive; a setTimeout-based stand-in is enough for React/rc-*.
class TimeoutMessageChannel {
  constructor() {
    const make = () => ({
      onmessage: null,
      postMessage(data) {
        setTimeout(() => this.peer.onmessage && this.peer.onmessage({ data }), 0);
      },
      close() {},
    });
    this.port1 = make();
    this.port2 = make();
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}
global.MessageChannel = TimeoutMessageChannel;
window.MessageChannel = TimeoutMessageChannel;
if (!window.ResizeObserver)
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
// findBy*/waitFor give up after 1 s by default. A component's first lazy chunk (a page, the toast
// holder) is compiled by the Jest transform on first import, which on two loaded CI cores can take
// longer (CI failed once on the first toast at 1 s; a run beside other builds missed PT's "Draft
// Loaded" toast at 5 s, found in 7 s alone). The test timeout (20 s) still bounds a real hang.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
