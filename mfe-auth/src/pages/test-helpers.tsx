import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@clinote/platform';

/** Shows the current path, to assert navigations. */
export function WhereAmI() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

export const path = () => screen.getByTestId('path').textContent;

export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function click(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** A promise and its resolver, to hold a stubbed answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
