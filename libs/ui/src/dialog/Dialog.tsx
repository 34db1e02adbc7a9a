import { theme } from 'antd';
import Modal from 'antd/es/modal/Modal';
import { Button } from 'antd';
import { Text } from '../typography';
import type { DialogProps } from './types';

/**
 * An accessible modal dialog (antd Modal by file, without its confirm() helpers): role=dialog,
 * aria-modal, named by its title; focus moves into it on open, is held inside while open and goes
 * back to the element that opened it on close; Escape closes it. There is no corner × by default:
 * the footer's Close is the one close button, so "Close" names one button only.
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  footer,
  closeLabel = 'Close',
  tall,
  width = 640,
  closable = false,
  children,
}: DialogProps) {
  const { token } = theme.useToken();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => onClose()}
      closable={closable}
      mask={{ closable: true }}
      keyboard
      centered={tall}
      width={width}
      footer={
        footer ?? (
          <Button type="primary" onClick={onClose}>
            {closeLabel}
          </Button>
        )
      }
      styles={
        tall
          ? {
              container: { maxHeight: '90vh', display: 'flex', flexDirection: 'column' },
              body: { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' },
            }
          : undefined
      }
    >
      {description ? (
        <Text as="p" type="secondary">
          {description}
        </Text>
      ) : null}
      {tall ? (
        // A scrolling area must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
        <div
          data-testid="dialog-scroll-area"
          tabIndex={0}
          style={{ maxHeight: '70vh', minHeight: 0, overflowY: 'auto', overflowWrap: 'anywhere', paddingInlineEnd: token.paddingXXS }}
        >
          {children}
        </div>
      ) : (
        children
      )}
    </Modal>
  );
}
