import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClinoteThemeProvider } from '../ClinoteThemeProvider';

// The toast code is its own chunk, fetched after the page's first load: three seconds after it, or at
// the clinician's first key, touch or input — a form restored from unsaved answers can be generated
// at once, and the first Generate must not wait for the chunk (issue 23).
let mockFetched = 0;
jest.mock('./NotificationHolder', () => {
  mockFetched += 1;
  return jest.requireActual('./NotificationHolder');
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

function page() {
  return render(
    <ClinoteThemeProvider>
      <main>
        <h1>PT Evaluation</h1>
        <label>
          Chief complaint
          <textarea />
        </label>
      </main>
    </ClinoteThemeProvider>,
  );
}

it('is not fetched with the page, nor when a field is focused on load; the first key fetches it', async () => {
  page();
  await settle();
  expect(mockFetched).toBe(0);

  const field = screen.getByRole('textbox', { name: 'Chief complaint' });
  field.focus();
  fireEvent.focusIn(field);
  await settle();
  expect(mockFetched).toBe(0);

  fireEvent.keyDown(field, { key: 'a' });
  await settle();
  expect(mockFetched).toBe(1);
});
