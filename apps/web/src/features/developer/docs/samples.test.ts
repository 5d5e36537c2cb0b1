import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { H2H_ENDPOINTS, type H2hEndpoint } from '@konter/core/h2h-protocol';
import { describe, expect, test, vi } from 'vitest';
import { curlSample, nodeSample, phpSample } from './samples';

// The docs' samples are run, not just read: the Node one with a recording fetch, the curl one in
// bash with a `curl` that prints what it would send. Each must send the call's fields and the sign
// its recipe says — md5(username + key + suffix) — for every call of the protocol.

const BASE = 'https://konter.example/api/v1/h2h';
const USERNAME = 'konteruser1';
const KEY = 'k3y-Ab_9';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The sign the protocol expects for a request body. */
function expectedSign(endpoint: H2hEndpoint, body: Record<string, unknown>): string {
  const s = endpoint.sign.suffix;
  return md5(USERNAME + KEY + ('literal' in s ? s.literal : String(body[s.field])));
}

const exampleFields = (endpoint: H2hEndpoint) =>
  Object.fromEntries(Object.entries(endpoint.example.request).filter(([k]) => k !== 'sign'));

describe('the Node sample', () => {
  test.each(H2H_ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s posts the fields signed by its recipe',
    async (_id, endpoint) => {
      const fetch = vi.fn(
        async (_url: string, _init: { body: string }) => new Response('{"data":{"rc":"00"}}'),
      );
      const log = vi.fn();
      // The sample is an ES module: its one import is given as a parameter instead.
      const code = nodeSample(endpoint, BASE).replace(/^import .*$/m, '');
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
        ...args: string[]
      ) => (...values: unknown[]) => Promise<void>;
      const run = new AsyncFunction('createHash', 'process', 'fetch', 'console', code);
      await run(createHash, { env: { H2H_USERNAME: USERNAME, H2H_KEY: KEY } }, fetch, { log });

      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(url).toBe(`${BASE}${endpoint.path}`);
      const body = JSON.parse(init?.body ?? '{}') as Record<string, unknown>;
      expect(body).toEqual({
        ...exampleFields(endpoint),
        username: USERNAME,
        sign: expectedSign(endpoint, body),
      });
      expect(log).toHaveBeenCalledWith({ rc: '00' });
    },
  );
});

describe('the curl sample', () => {
  test.each(H2H_ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s sends the fields signed by its recipe',
    (_id, endpoint) => {
      const script = curlSample(endpoint, BASE)
        .replace('H2H_USERNAME="your-username"', `H2H_USERNAME="${USERNAME}"`)
        .replace('H2H_KEY="your-key"', `H2H_KEY="${KEY}"`);
      // A stand-in curl: its arguments on the first line, then the body it reads from stdin.
      const out = execFileSync('bash', ['-c', `curl() { echo "$*"; cat; }\n${script}`], { encoding: 'utf8' });
      const [args = '', ...json] = out.split('\n');
      expect(args).toContain(`${BASE}${endpoint.path}`);
      const body = JSON.parse(json.join('\n')) as Record<string, unknown>;
      expect(body).toEqual({
        ...exampleFields(endpoint),
        username: USERNAME,
        sign: expectedSign(endpoint, body),
      });
    },
  );
});

describe('the PHP sample', () => {
  test('signs with md5 of username, key and the recipe’s suffix', () => {
    const balance = H2H_ENDPOINTS.find((e) => e.id === 'cek-saldo') as H2hEndpoint;
    const topup = H2H_ENDPOINTS.find((e) => e.id === 'transaction') as H2hEndpoint;
    const pln = H2H_ENDPOINTS.find((e) => e.id === 'inquiry-pln') as H2hEndpoint;
    expect(phpSample(balance, BASE)).toContain("$body['sign'] = md5($username . $key . 'depo');");
    expect(phpSample(topup, BASE)).toContain("$body['sign'] = md5($username . $key . $body['ref_id']);");
    expect(phpSample(topup, BASE)).toContain("'ref_id' => 'INV-1001',");
    expect(phpSample(pln, BASE)).toContain("$body['sign'] = md5($username . $key . $body['customer_no']);");
    expect(phpSample(topup, BASE)).toContain(`$ch = curl_init($baseUrl . '/transaction');`);
  });
});
