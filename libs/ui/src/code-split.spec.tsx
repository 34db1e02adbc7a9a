import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState, type ReactElement } from 'react';
import { splitComponent, splitModule } from './code-split';

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  let imports = 0;
  const module = splitModule(() => {
    imports += 1;
    return new Promise<{ Counter: () => ReactElement }>((resolve, reject) => {
      arrive = () => resolve({ Counter });
      fail = reject;
    });
  });
  return { module, arrive: () => act(async () => arrive()), fail: (error: Error) => act(async () => fail(error)), imports: () => imports };
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>Clicked {count}</button>;
}

describe('splitComponent', () => {
  it('renders at once, without its Suspense fallback, when the module has already arrived', async () => {
    const { module, arrive } = deferredModule();
    const SplitCounter = splitComponent(module, (m) => m.Counter);
    const loading = module.load();
    await arrive();
    await loading;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <SplitCounter />
      </Suspense>,
    );
    // In the first commit: React.lazy would show the fallback here and reveal the button later.
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the fallback until the module arrives, and keeps the mounted component when it does', async () => {
    const { module, arrive } = deferredModule();
    const SplitCounter = splitComponent(module, (m) => m.Counter);
    const { rerender } = render(
      <Suspense fallback={<p>Loading…</p>}>
        <SplitCounter />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await arrive();
    fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    // A render after the arrival must not swap React.lazy for the component itself (that would remount it).
    rerender(
      <Suspense fallback={<p>Loading…</p>}>
        <SplitCounter />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });
});

describe('splitModule', () => {
  it('fetches once, and again after a failure', async () => {
    const { module, arrive, fail, imports } = deferredModule();
    const first = module.load();
    expect(module.load()).toBe(first);
    await fail(new Error('Loading chunk failed'));
    await expect(first).rejects.toThrow('Loading chunk failed');
    expect(module.loaded).toBeUndefined();
    const second = module.load();
    expect(imports()).toBe(2);
    await arrive();
    await second;
    expect(module.loaded?.Counter).toBe(Counter);
  });
});
