import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { runWithToasts, submitWith } from './submit';
import { renderApp } from '../testing';

const toastTitles = () => Array.from(document.querySelectorAll('.ant-notification-notice-title')).map((node) => node.textContent);
const toastTexts = () => Array.from(document.querySelectorAll('.ant-notification-notice-description')).map((node) => node.textContent);
const serverError = (message: string) => ({ status: 400, data: { statusCode: 400, message } });

describe('runWithToasts', () => {
  it('on success runs onSuccess, then shows the success toast made from the result', async () => {
    renderApp(<main />);
    const order: string[] = [];
    let outcome: Awaited<ReturnType<typeof runWithToasts<{ message: string }>>> | undefined;
    await act(async () => {
      outcome = await runWithToasts(async () => ({ message: 'Password has been reset' }), {
        onSuccess: () => order.push('onSuccess'),
        success: ({ message }) => {
          order.push('toast');
          return { title: 'Password Reset Successfully', description: message, kind: 'success' };
        },
        failure: { title: 'Reset Failed', fallback: 'Failed to reset password.' },
      });
    });
    expect(outcome).toEqual({ ok: true, value: { message: 'Password has been reset' } });
    expect(order).toEqual(['onSuccess', 'toast']);
    await waitFor(() => expect(toastTitles()).toEqual(['Password Reset Successfully']));
    expect(toastTexts()).toEqual(['Password has been reset']);
  });

  it("on failure shows §8's toast with the server message, and tells onFailure", async () => {
    renderApp(<main />);
    const onFailure = jest.fn();
    let outcome: Awaited<ReturnType<typeof runWithToasts>> | undefined;
    await act(async () => {
      outcome = await runWithToasts(() => Promise.reject(serverError('Too many requests')), {
        failure: { title: 'Error', fallback: 'Failed to send.' },
        onFailure,
      });
    });
    expect(outcome).toMatchObject({ ok: false, message: 'Too many requests' });
    expect(onFailure).toHaveBeenCalledWith('Too many requests', serverError('Too many requests'));
    await waitFor(() => expect(toastTitles()).toEqual(['Error']));
    expect(toastTexts()).toEqual(['Too many requests']);
    expect(document.querySelector('.ant-notification-notice-error')).toBeTruthy();
  });

  it("uses the page's fallback text when the failure carries no message", async () => {
    renderApp(<main />);
    await act(async () => {
      await runWithToasts(() => Promise.reject({ status: 500, data: {} }), {
        failure: { title: 'Error', fallback: 'Failed to generate note' },
      });
    });
    await waitFor(() => expect(toastTexts()).toEqual(['Failed to generate note']));
  });

  it('lets the duration depend on the message (login: 15 s when the e-mail is not verified)', async () => {
    jest.useFakeTimers();
    try {
      renderApp(<main />);
      await act(async () => {
        await runWithToasts(() => Promise.reject(serverError('Please verify your email first')), {
          failure: {
            title: 'Login failed',
            fallback: 'x',
            durationMs: (message) => (message.includes('verify your email') ? 15_000 : 5_000),
          },
        });
      });
      // (The toast is rendered when the act above ends: time runs from there.)
      await act(async () => {
        await jest.advanceTimersByTimeAsync(14_000);
      });
      expect(toastTitles()).toEqual(['Login failed']);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_000);
      });
      expect(toastTitles()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats a throwing onSuccess as a failure', async () => {
    renderApp(<main />);
    let outcome: Awaited<ReturnType<typeof runWithToasts>> | undefined;
    await act(async () => {
      outcome = await runWithToasts(async () => 'token', {
        onSuccess: () => {
          throw new Error('Storage is full');
        },
        success: { title: 'Login successful' },
        failure: { title: 'Login failed', fallback: 'Please check your credentials and try again' },
      });
    });
    expect(outcome).toMatchObject({ ok: false, message: 'Storage is full' });
    await waitFor(() => expect(toastTitles()).toEqual(['Login failed']));
  });

  it('stays silent when the caller is no longer current, and is silent on failure without a failure toast', async () => {
    renderApp(<main />);
    const onSuccess = jest.fn();
    const onFailure = jest.fn();
    await runWithToasts(async () => 1, { isCurrent: () => false, onSuccess, success: { title: 'Email Verified' } });
    await runWithToasts(() => Promise.reject(serverError('gone')), {
      isCurrent: () => false,
      onFailure,
      failure: { title: 'Verification Failed', fallback: 'x' },
    });
    const silent = await runWithToasts(() => Promise.reject(new Error('SMTP down')));
    expect(silent).toMatchObject({ ok: false, message: 'SMTP down' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(toastTitles()).toEqual([]);
  });
});

describe('submitWith (react-final-form onSubmit)', () => {
  it('resolves to nothing on success and to { [FORM_ERROR]: message } on failure', async () => {
    renderApp(<main />);
    await act(async () => {
      await expect(submitWith(async () => 'ok')).resolves.toBeUndefined();
      await expect(
        submitWith(() => Promise.reject(serverError('Invalid email or password')), { failure: { title: 'Login failed', fallback: 'x' } }),
      ).resolves.toEqual({
        [FORM_ERROR]: 'Invalid email or password',
      });
    });
  });

  it('gives the form its submitError, shown on the screen next to the toast', async () => {
    let fail = true;
    renderApp(
      <Form
        onSubmit={() =>
          submitWith(() => (fail ? Promise.reject({ status: 500, data: {} }) : Promise.resolve('saved')), {
            success: { title: 'Note Saved' },
            failure: { title: 'Save Failed', fallback: 'Unable to save draft. Please try again.' },
          })
        }
        render={({ handleSubmit, submitError, submitting }) => (
          <form onSubmit={handleSubmit}>
            {submitError ? <p data-testid="form-error">{submitError}</p> : null}
            <button type="submit" disabled={submitting}>
              Save as Draft
            </button>
          </form>
        )}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Unable to save draft. Please try again.');
    await waitFor(() => expect(toastTitles()).toEqual(['Save Failed']));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Note Saved']));
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
