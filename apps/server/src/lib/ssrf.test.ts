import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GuardedPostError,
  guardedPost,
  isBlockedAddress,
  type Resolver,
  SsrfError,
  type SsrfPolicy,
  vetUrl,
} from './ssrf.js';

// The SSRF guard: what it refuses under the production policy, what the development setting
// allows, and that a request connects to the vetted address whatever DNS says afterwards.

const strict: SsrfPolicy = { requireHttps: true, allowPrivate: false };
const dev: SsrfPolicy = { requireHttps: false, allowPrivate: true };
const publicName: Resolver = async () => ['93.184.215.14'];

async function refused(url: string, policy: SsrfPolicy, resolve: Resolver = publicName) {
  const err = await vetUrl(url, policy, resolve).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, url).toBeInstanceOf(SsrfError);
  return err as SsrfError;
}

describe('isBlockedAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local, unspecified, broadcast, multicast and mapped forms', () => {
    for (const a of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '169.254.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '240.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isBlockedAddress(a, strict), a).toBe(true);
    }
  });

  it('allows public unicast addresses', () => {
    for (const a of [
      '93.184.215.14',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isBlockedAddress(a, strict), a).toBe(false);
    }
  });

  it('the development setting allows loopback and private ranges but never link-local or metadata', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isBlockedAddress(a, dev), a).toBe(false);
    }
    for (const a of ['169.254.169.254', 'fe80::1', '0.0.0.0', '224.0.0.1', '255.255.255.255']) {
      expect(isBlockedAddress(a, dev), a).toBe(true);
    }
  });
});

describe('vetUrl', () => {
  it('refuses the issue’s addresses and internal names', async () => {
    expect((await refused('https://127.0.0.1/hook', strict)).reason).toBe('blocked_address');
    expect((await refused('https://169.254.169.254/latest/meta-data', strict)).address).toBe(
      '169.254.169.254',
    );
    expect((await refused('https://10.0.0.1/hook', strict)).reason).toBe('blocked_address');
    expect((await refused('https://[::1]:8443/hook', strict)).address).toBe('::1');
    expect((await refused('https://[::ffff:127.0.0.1]/hook', strict)).reason).toBe('blocked_address');
    expect((await refused('https://localhost/hook', strict)).reason).toBe('blocked_host');
    expect((await refused('https://metadata.google.internal/x', strict)).reason).toBe('blocked_host');
    expect((await refused('https://intranet/x', strict)).reason).toBe('blocked_host');
  });

  it('refuses a name that resolves to loopback, and one with any private address among public ones', async () => {
    const loopbackName: Resolver = async () => ['127.0.0.1'];
    const mixed: Resolver = async () => ['93.184.215.14', '2606:4700::1', '10.1.2.3'];
    expect((await refused('https://hooks.example.com/x', strict, loopbackName)).address).toBe('127.0.0.1');
    expect((await refused('https://hooks.example.com/x', strict, mixed)).address).toBe('10.1.2.3');
  });

  it('needs https under the production policy, http(s) only, no credentials, and a name that resolves', async () => {
    expect((await refused('http://hooks.example.com/x', strict)).reason).toBe('https_required');
    expect((await refused('ftp://hooks.example.com/x', dev)).reason).toBe('invalid_url');
    expect((await refused('https://user:pw@hooks.example.com/x', strict)).reason).toBe('invalid_url');
    expect((await refused('not a url', strict)).reason).toBe('invalid_url');
    const none: Resolver = async () => {
      throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect((await refused('https://nowhere.example.com/x', strict, none)).reason).toBe('unresolved');
  });

  it('accepts a public https URL and returns the address to connect to', async () => {
    const t = await vetUrl('https://hooks.example.com/cb?x=1', strict, publicName);
    expect(t).toMatchObject({ address: '93.184.215.14', family: 4 });
    expect(t.url.pathname).toBe('/cb');
    expect(await vetUrl('http://127.0.0.1:9/x', dev, publicName)).toMatchObject({ address: '127.0.0.1' });
    expect(await vetUrl('http://localhost:9/x', dev, async () => ['::1'])).toMatchObject({
      address: '::1',
      family: 6,
    });
  });
});

describe('guardedPost', () => {
  let server: Server;
  let port: number;
  const seen: { host?: string; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        seen.push({ host: req.headers.host, body });
        if (req.url === '/redirect') {
          res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
        } else if (req.url === '/slow') {
          setTimeout(() => res.writeHead(200).end('late'), 1500);
        } else if (req.url === '/big') {
          res.writeHead(200).end('x'.repeat(100_000));
        } else {
          res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const opts = {
    headers: { 'content-type': 'application/json' },
    body: '{"a":1}',
    timeoutMs: 5000,
    maxBytes: 1024,
  };

  it('connects to the vetted address, not to what the name resolves to later (DNS rebinding)', async () => {
    // The name is vetted once (allowed here by the development policy) and pinned: the request
    // never asks DNS again, so "rebound.test" reaches the vetted 127.0.0.1 even though the system
    // resolver knows no such name.
    const target = await vetUrl(`http://rebound.test:${port}/hook`, dev, async () => ['127.0.0.1']);
    const res = await guardedPost(target, opts);
    expect(res).toMatchObject({ status: 200, body: 'ok' });
    expect(seen.at(-1)).toEqual({ host: `rebound.test:${port}`, body: '{"a":1}' });
  });

  it('does not follow redirects, stops at the timeout and reads at most maxBytes', async () => {
    const t = (path: string) => vetUrl(`http://127.0.0.1:${port}${path}`, dev);
    const redirect = await guardedPost(await t('/redirect'), opts);
    expect(redirect.status).toBe(302);
    const big = await guardedPost(await t('/big'), opts);
    expect(big.body.length).toBe(1024);
    const slow = await guardedPost(await t('/slow'), { ...opts, timeoutMs: 200 }).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(GuardedPostError);
    expect((slow as GuardedPostError).reason).toBe('timeout');
    const closed = await guardedPost(await vetUrl('http://127.0.0.1:1/x', dev), opts).catch(
      (e: unknown) => e,
    );
    expect((closed as GuardedPostError).reason).toBe('connection');
  });
});
