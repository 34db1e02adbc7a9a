import { loadConfig } from '../config';
import { tracesWanted, tracingEnvSchema } from './tracing';

describe('when a process traces (decision 0161)', () => {
  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: '' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://otel-collector:4318/v1/traces' }, true],
    [{ OTEL_TRACES_EXPORTER: 'console' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_TRACES_EXPORTER: 'none' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_SDK_DISABLED: 'true' }, false],
  ])('%j → %s', (env, wanted) => {
    expect(tracesWanted(env)).toBe(wanted);
  });

  it('reads blank as unset, and refuses what it cannot use with the variable named', () => {
    expect(tracingEnvSchema.parse({ OTEL_TRACES_SAMPLER_ARG: '' }).OTEL_TRACES_SAMPLER_ARG).toBe(1);
    expect(tracingEnvSchema.parse({ OTEL_TRACES_SAMPLER_ARG: '0.25' }).OTEL_TRACES_SAMPLER_ARG).toBe(0.25);
    expect(() => loadConfig('svc-test', tracingEnvSchema, { OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(/OTEL_TRACES_EXPORTER/);
    expect(() => loadConfig('svc-test', tracingEnvSchema, { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => loadConfig('svc-test', tracingEnvSchema, { OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });
});
