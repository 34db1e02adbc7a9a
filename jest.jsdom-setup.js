// antd 6 in jsdom needs browser APIs jsdom lacks (see ARCHITECTURE.md §8).
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) Object.assign(global, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}
// The worker_threads MessageChannel keeps Jest alive; a setTimeout-based stand-in is enough for React/rc-*.
class TimeoutMessageChannel {
  constructor() {
    const make = () => ({ onmessage: null, postMessage(data) { setTimeout(() => this.peer.onmessage && this.peer.onmessage({ data }), 0); }, close() {} });
    this.port1 = make(); this.port2 = make();
    this.port1.peer = this.port2; this.port2.peer = this.port1;
  }
}
global.MessageChannel = TimeoutMessageChannel;
window.MessageChannel = TimeoutMessageChannel;
if (!window.ResizeObserver) window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
