import { describe, expect, test } from '@jest/globals';
import { clientOptionsFromSettings } from '../../src/api/client.js';

describe('clientOptionsFromSettings', () => {
  const settings = {
    dryRun: false,
    requestTimeoutMs: 600_000,
    retries: 3,
    allowInsecureHttp: false,
    baseUrl: 'https://orchestrator.example.com/prefix',
    token: 'tok-123',
  };

  test('maps the validated inputs', () => {
    expect(clientOptionsFromSettings(settings)).toEqual({
      baseUrl: 'https://orchestrator.example.com/prefix',
      token: 'tok-123',
      timeoutMs: 600_000,
      retries: 3,
    });
  });

  test('adds what a mode brings: its concurrency as the pool size, a retry logger', () => {
    const onRetry = () => undefined;
    expect(clientOptionsFromSettings(settings, { maxConnections: 8, onRetry })).toEqual({
      baseUrl: 'https://orchestrator.example.com/prefix',
      token: 'tok-123',
      timeoutMs: 600_000,
      retries: 3,
      maxConnections: 8,
      onRetry,
    });
  });
});
