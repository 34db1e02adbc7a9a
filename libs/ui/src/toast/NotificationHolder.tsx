import { useEffect } from 'react';
import { notification } from 'antd';
import { setToastOpener } from './toast';

/** antd's notification hook, rendered inside the ConfigProvider so toasts carry the theme. */
export default function NotificationHolder() {
  // maxCount 1: SPEC.md §4 "at most 1 toast is visible at a time".
  const [api, contextHolder] = notification.useNotification({ maxCount: 1, placement: 'topRight' });
  useEffect(() => {
    setToastOpener(api.open);
    return () => setToastOpener(null);
  }, [api]);
  return contextHolder;
}
