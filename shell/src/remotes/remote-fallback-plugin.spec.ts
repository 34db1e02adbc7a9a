import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { RemoteOfAnotherRelease, RemoteUnavailable } from './RemoteFallback';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

const failure = (lifecycle: ErrorLoadRemoteArgs['lifecycle']) =>
  ({ id: 'mfe_soap/Routes', error: new Error('manifest 404'), from: 'runtime', lifecycle, origin: {} }) as unknown as ErrorLoadRemoteArgs;

describe('remoteFallbackPlugin (Module Federation errorLoadRemote)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a remote that cannot be loaded into the fallback module, and tells which remote failed', async () => {
    const onLoadFailed = jest.fn();
    const module = await remoteFallbackPlugin({ onLoadFailed }).errorLoadRemote!(failure('onLoad'));
    expect(module).toEqual({ default: RemoteUnavailable });
    expect(onLoadFailed).toHaveBeenCalledWith('mfe_soap');
    expect(console.error).toHaveBeenCalledWith('Clinote: could not load mfe_soap/Routes', expect.any(Error));
  });

  it("tells a remote refused for another release's shared libraries from one that cannot be reached", async () => {
    const onLoadFailed = jest.fn();
    const refused = new Error(
      '[ Federation Runtime ]: Version 0.1.0 from shell of shared singleton module @clinote/ui does not satisfy the requirement of mfe_soap which needs ^0.2.0)',
    );
    const module = await remoteFallbackPlugin({ onLoadFailed }).errorLoadRemote!({ ...failure('onLoad'), error: refused });
    expect(module).toEqual({ default: RemoteOfAnotherRelease });
    expect(onLoadFailed).toHaveBeenCalledWith('mfe_soap');
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
    'answers nothing at the %s stage, where a value would be taken for a manifest or container',
    async (lifecycle) => {
      const onLoadFailed = jest.fn();
      expect(await remoteFallbackPlugin({ onLoadFailed }).errorLoadRemote!(failure(lifecycle))).toBeUndefined();
      expect(onLoadFailed).not.toHaveBeenCalled();
    },
  );
});
