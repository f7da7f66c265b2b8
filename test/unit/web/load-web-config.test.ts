import { describe, expect, it } from 'vitest';
import { loadWebConfig } from '../../../web/src/config/load-web-config.ts';

const validConfig = {
  apiUrl: 'http://127.0.0.1:9/',
  region: 'us-east-1',
  userPoolId: 'local_x',
  userPoolClientId: 'x',
};

const fetchAnswering = (answer: () => Response | Promise<Response>) => {
  const requested: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    requested.push(String(input));
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, requested };
};

describe('loadWebConfig', () => {
  it('fetches /config.json and returns the parsed config without the trailing slash', async () => {
    // Prepare
    const stub = fetchAnswering(() => Response.json(validConfig));

    // Act
    const result = await loadWebConfig(stub.fetch);

    // Assess
    expect(stub.requested).toEqual(['/config.json']);
    expect(result).toEqual({ ok: true, config: { ...validConfig, apiUrl: 'http://127.0.0.1:9' } });
  });

  it('explains an unreachable config', async () => {
    const result = await loadWebConfig(fetchAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).fetch);
    expect(result).toEqual({ ok: false, problem: '/config.json could not be reached: Failed to fetch' });
  });

  it('explains an error status', async () => {
    const result = await loadWebConfig(
      fetchAnswering(() => new Response('gone', { status: 404, statusText: 'Not Found' })).fetch,
    );
    expect(result).toEqual({ ok: false, problem: '/config.json answered HTTP 404 Not Found' });
  });

  it('explains an answer that is not JSON, such as an SPA fallback page', async () => {
    const result = await loadWebConfig(
      fetchAnswering(() => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })).fetch,
    );
    expect(result).toEqual({ ok: false, problem: '/config.json is not JSON (content type: text/html)' });
  });

  it('names each invalid or missing field', async () => {
    // Act
    const result = await loadWebConfig(fetchAnswering(() => Response.json({ ...validConfig, apiUrl: 'not a url', region: undefined })).fetch);

    // Assess
    expect(result.ok).toBe(false);
    const problem = result.ok ? '' : result.problem;
    expect(problem).toMatch(/^\/config\.json is not a valid configuration:\n/);
    expect(problem).toContain('apiUrl');
    expect(problem).toContain('region');
  });
});
