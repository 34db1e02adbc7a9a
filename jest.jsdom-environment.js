// jsdom has no fetch API. Component tests stub `fetch` (the browser boundary), so give the jsdom
// window Node's fetch classes, with what a browser does that Node does not: relative URLs
// resolve against the page (RTK Query builds `new Request('/api/...')`). AbortController comes
// from Node too, or Node's Request rejects the `signal` a jsdom AbortController would make.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const isRelative = (input) => typeof input === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(input);
    class PageRequest extends Request {
      constructor(input, init) {
        super(isRelative(input) ? new URL(input, window.location.href) : input, init);
      }
    }
    Object.assign(window, {
      fetch: (input, init) => fetch(isRelative(input) ? new URL(input, window.location.href) : input, init),
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
