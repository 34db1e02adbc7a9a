import { Spin } from 'antd';
import Modal from 'antd/es/modal/Modal';
import type { ProgressDialogProps } from './types';

/**
 * A blocking progress dialog (docs/product.md §2: PT shows one while generating and while saving): the
 * message is its title and accessible name, a spinner below. It cannot be dismissed — it closes
 * when the work is done (`open` false) and focus returns to `returnFocus`, else to where it was.
 */
export function ProgressDialog({ open, message, returnFocus }: ProgressDialogProps) {
  return (
    <Modal
      open={open}
      focusable={{ focusTriggerAfterClose: !returnFocus }}
      // After the closing animation: by then the control that started the work is enabled again.
      afterClose={() => returnFocus?.current?.focus()}
      title={message}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      centered
      width={360}
      styles={{ header: { textAlign: 'center' } }}
    >
      <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
        <Spin size="large" />
      </div>
    </Modal>
  );
}
