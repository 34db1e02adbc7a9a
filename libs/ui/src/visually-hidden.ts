import type { CSSProperties } from 'react';

/** Read by screen readers, not shown (the usual "sr-only" rules). */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  // Pinned to its containing block's corner: left at its static place (e.g. at the end of a wide
  // table's caption inside a scroll box) it would widen the page on a phone.
  top: 0,
  left: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
