import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { setToastHolderRequest } from './toast';

// A separate chunk of @clinote/ui: it is loaded by the same container as the rest of ui, so it
// uses the same antd (and the same ConfigProvider) as every other component.
// Named so it can be told apart in the network log (the offline browser walk waits for it).
const loadHolder = () => import(/* webpackChunkName: "toasts" */ './NotificationHolder');
/** Shared by every mount: once loaded, a host mounted later renders it without suspending. */
const FirstHolder = lazy(loadHolder);

/** After the page has settled: the toast code is fetched then, so a toast shown offline (a save kept for later) has it. */
const PRELOAD_AFTER_MS = 3_000;
/**
 * Or sooner, at the clinician's first touch, key or input: whoever works on the page is past its first
 * load, and a form restored from unsaved answers can be generated at once — the first Generate must
 * not wait for this chunk (issue 23). Focus is not one: a field focused on load is not the clinician.
 */
const PRELOAD_ON = ['pointerdown', 'keydown', 'input'] as const;
/** A failed fetch is tried again when the browser reports `online`, or after this long. */
const RETRY_AFTER_MS = 30_000;

/**
 * A chunk that could not be fetched (no connection) must not take the page down with it: the toast
 * waits (openToast keeps the latest) and the holder is tried again when the browser is back online.
 */
class HolderBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onFailed();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts antd's notification holder once the first toast is asked for, its code fetched at the
 * clinician's first key, touch or input, or a few seconds after the page loaded (off the path to a
 * usable page; docs/decisions/0167-only-the-control-in-use-fades.md). A fetch that fails is tried again
 * on the next toast or when the connection returns, never an error on screen.
 */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  // A new lazy component after a failure: React.lazy keeps a failed import's error for good.
  const [Holder, setHolder] = useState(() => FirstHolder);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setToastHolderRequest(() => setNeeded(true));
    const stop = () => {
      clearTimeout(timer);
      for (const event of PRELOAD_ON) window.removeEventListener(event, preload, true);
    };
    const preload = () => {
      stop();
      void loadHolder().catch(() => undefined);
    };
    const timer = setTimeout(preload, PRELOAD_AFTER_MS);
    for (const event of PRELOAD_ON) window.addEventListener(event, preload, { capture: true, passive: true });
    return () => {
      stop();
      setToastHolderRequest(null);
    };
  }, []);
  const retry = () => {
    setNeeded(false);
    setHolder(() => lazy(loadHolder));
    setAttempt((n) => n + 1);
    // Not at once (offline it would fail again and again): when the connection returns, or a while later.
    setToastHolderRequest(null);
    const again = () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      setToastHolderRequest(() => setNeeded(true));
    };
    const timer = setTimeout(again, RETRY_AFTER_MS);
    window.addEventListener('online', again);
  };
  if (!needed) return null;
  return (
    <HolderBoundary key={attempt} onFailed={retry}>
      <Suspense fallback={null}>
        <Holder />
      </Suspense>
    </HolderBoundary>
  );
}
