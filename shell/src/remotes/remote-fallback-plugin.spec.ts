import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { RemoteUnavailable } from './RemoteFallback';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

const failure = (lifecycle: ErrorLoadRemoteArgs['lifecycle']) =>
  ({ id: 'mfe_soap/Routes', error: new Error('manifest 404'), from: 'runtime', lifecycle, origin: {} }) as unknown as ErrorLoadRemoteArgs;

describe('remoteFallbackPlugin (Module Federation errorLoadRemote)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a remote that cannot be loaded into the fallback module', async () => {
    const module = await remoteFallbackPlugin().errorLoadRemote!(failure('onLoad'));
    expect(module).toEqual({ default: RemoteUnavailable });
    expect(console.error).toHaveBeenCalledWith('Clinote: could not load mfe_soap/Routes', expect.any(Error));
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
    'answers nothing at the %s stage, where a value would be taken for a manifest or container',
    async (lifecycle) => {
      expect(await remoteFallbackPlugin().errorLoadRemote!(failure(lifecycle))).toBeUndefined();
    },
  );
});
