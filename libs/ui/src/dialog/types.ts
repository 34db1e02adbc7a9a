import type { ReactNode, RefObject } from 'react';

export interface DialogProps {
  open: boolean;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** A line under the title, e.g. "Review these guidelines before completing documentation." */
  description?: ReactNode;
  /** Called by Escape, a click on the mask, the default footer button and the × (if shown). */
  onClose: () => void;
  /** Footer buttons. Default: one button reading `closeLabel` that calls onClose. */
  footer?: ReactNode;
  /** Text of the default footer button. Default "Close". */
  closeLabel?: string;
  /**
   * Long content (the Medicare guidelines, a note): the dialog is at most 90 % of the viewport high
   * and its content area at most 70 %, scrolling inside (and focusable, so it scrolls by keyboard).
   */
  tall?: boolean;
  /** Width in px (default 640); never wider than the viewport less 32 px. */
  width?: number;
  /**
   * Also show antd's corner × button (default false: the footer's button is the one close button,
   * so "Close" names one button only). Escape and a click on the mask always close the dialog.
   */
  closable?: boolean;
  children?: ReactNode;
}

export interface ProgressDialogProps {
  open: boolean;
  /** E.g. "Generating your SOAP note..." or "Saving...": the dialog's name and visible text. */
  message: string;
  /**
   * Where focus goes when it closes: the control that started the work (e.g. Generate Note). Without
   * it focus returns to what had it when the dialog opened — which, when the work started from another
   * dialog (the PHI review's Keep and continue), is a button that is gone by then.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}
