import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteFallback } from './RemoteFallback';

describe('RemoteFallback', () => {
  it('a remote that cannot be reached: check the connection, Retry', () => {
    const onRetry = jest.fn();
    render(<RemoteFallback remote="mfe_soap" onRetry={onRetry} />);
    expect(screen.getByText(/could not be loaded: SOAP evaluation forms\. The rest of Clinote still works/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a remote of another release than the shell: it says so and offers a reload, not a retry that would fail the same way', () => {
    const onRetry = jest.fn();
    render(<RemoteFallback remote="mfe_soap" onRetry={onRetry} failure="release" />);
    expect(screen.getByText(/has just been updated and does not match the rest of the app yet: SOAP evaluation forms/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
