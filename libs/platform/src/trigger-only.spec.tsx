import { act, render } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { TRIGGER_ONLY } from './api';

// Issue 23: a component that only calls a mutation must not render again as its requests go from
// pending to answered — a note's four AI calls re-rendered the whole page eight times.

const testApi = createApi({
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    ping: build.mutation<number, void>({ queryFn: () => new Promise((resolve) => setTimeout(() => resolve({ data: 1 }), 10)) }),
  }),
});

/** Renders of a component holding the mutation while four requests of it (shared cache key) start and are answered. */
async function rendersWhileFourRequestsRun(options: { selectFromResult?: typeof TRIGGER_ONLY.selectFromResult }): Promise<number> {
  const store = configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer },
    middleware: (defaults) => defaults().concat(testApi.middleware),
  });
  let renders = 0;
  function Caller() {
    renders += 1;
    testApi.usePingMutation({ ...options, fixedCacheKey: 'shared' });
    return null;
  }
  render(
    <Provider store={store}>
      <Caller />
    </Provider>,
  );
  for (let call = 0; call < 4; call++) {
    await act(async () => {
      await store.dispatch(testApi.endpoints.ping.initiate(undefined, { fixedCacheKey: 'shared' }));
    });
  }
  return renders - 1;
}

describe('TRIGGER_ONLY', () => {
  it("keeps a mutation's caller from rendering again on its requests' state changes", async () => {
    expect(await rendersWhileFourRequestsRun({})).toBeGreaterThan(0);
    expect(await rendersWhileFourRequestsRun(TRIGGER_ONLY)).toBe(0);
  });
});
