// Entry of a remote's standalone-runtime build: provides the Module Federation runtime-core the
// way the shell does (experiments.provideExternalRuntime), under the global name the remote's
// build expects (experiments.externalRuntime).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
