// Stands in for @rc-component/portal's useScrollLocker, which antd's Modal and Drawer use to stop
// the page behind an open dialog from scrolling (see STAND_INS in ../third-party-patches.js). The original
// injects a <style> element without the page's CSP nonce, which the browser refuses (no
// 'unsafe-inline'): the page kept scrolling behind every dialog, and each one logged a violation.
// This does the same through the element's style properties (CSSOM), which the CSP allows.
import { useLayoutEffect, useState } from 'react';

/** Open dialogs that lock the page; the body is restored when the last one closes. */
const locks = new Set();
let restore = null;

function applyLocks() {
  const { body, documentElement } = document;
  if (locks.size > 0 && !restore) {
    const { overflowY, width } = body.style;
    restore = () => Object.assign(body.style, { overflowY, width });
    // A visible scroll bar goes away with the overflow: keep the page from shifting sideways.
    const scrollBar = window.innerWidth - documentElement.clientWidth;
    body.style.overflowY = 'hidden';
    if (scrollBar > 0) body.style.width = `calc(100% - ${scrollBar}px)`;
  } else if (locks.size === 0 && restore) {
    restore();
    restore = null;
  }
}

export default function useScrollLocker(lock) {
  const [id] = useState(() => ({}));
  useLayoutEffect(() => {
    if (lock) locks.add(id);
    else locks.delete(id);
    applyLocks();
    return () => {
      locks.delete(id);
      applyLocks();
    };
  }, [lock, id]);
}
