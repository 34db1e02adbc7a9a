import { lazy, Suspense, useEffect, useState } from 'react';
import { setToastHolderRequest } from './toast';

// A separate chunk of @clinote/ui: it is loaded by the same container as the rest of ui, so it
// uses the same antd (and the same ConfigProvider) as every other component.
const NotificationHolder = lazy(() => import('./NotificationHolder'));

/** Mounts antd's notification holder once the first toast is asked for. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    setToastHolderRequest(() => setNeeded(true));
    return () => setToastHolderRequest(null);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationHolder />
    </Suspense>
  );
}
