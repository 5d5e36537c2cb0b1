import type { H2hEndpoint } from '@konter/core/h2h-protocol';

// The code samples of the public /developer page, generated from the protocol's definitions
// (packages/core/src/h2h-protocol.ts): each call in curl, Node (fetch + node:crypto md5) and PHP, and
// how a receiver verifies a callback's two signatures. Plain strings: the page shows them in code
// blocks with a copy button, and the tests check what they compute.

export const SAMPLE_LANGUAGES = ['curl', 'node', 'php'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

/** The request body of an example without its `sign` (the sample computes it) nor `username`. */
const fieldsOf = (endpoint: H2hEndpoint) =>
  Object.entries(endpoint.example.request).filter(([name]) => name !== 'sign' && name !== 'username');

/** The last part of the signed string, as each language writes it. */
function suffix(endpoint: H2hEndpoint, lang: 'node' | 'php'): string {
  const s = endpoint.sign.suffix;
  if ('literal' in s) return lang === 'node' ? JSON.stringify(s.literal) : `'${s.literal}'`;
  return lang === 'node' ? `body.${s.field}` : `$body['${s.field}']`;
}

const phpValue = (v: unknown): string =>
  typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(v);

/** `curl` with the sign made by md5sum from the shell's variables (the signed field is one too). */
export function curlSample(endpoint: H2hEndpoint, baseUrl: string): string {
  const s = endpoint.sign.suffix;
  const signed = 'field' in s ? s.field : null;
  const variable = signed ? signed.toUpperCase() : null;
  const body = [
    ['username', '$H2H_USERNAME'],
    ...fieldsOf(endpoint).map(([k, v]) => [k, k === signed ? `$${variable}` : v] as const),
    ['sign', '$SIGN'],
  ] as const;
  const json = body
    .map(([k, v]) => `  "${k}": ${typeof v === 'string' ? `"${v}"` : JSON.stringify(v)}`)
    .join(',\n');
  const last = 'literal' in s ? s.literal : `\${${variable}}`;
  return [
    'H2H_USERNAME="your-username"',
    'H2H_KEY="your-key"',
    ...(signed ? [`${variable}="${String(endpoint.example.request[signed])}"`] : []),
    `SIGN=$(printf '%s' "\${H2H_USERNAME}\${H2H_KEY}${last}" | md5sum | cut -d' ' -f1)`,
    '',
    `curl -s -X POST "${baseUrl}${endpoint.path}" \\`,
    `  -H 'Content-Type: application/json' \\`,
    '  -d @- <<EOF',
    '{',
    json,
    '}',
    'EOF',
  ].join('\n');
}

/** Node 18+: fetch and node:crypto's md5. */
export function nodeSample(endpoint: H2hEndpoint, baseUrl: string): string {
  const fields = fieldsOf(endpoint).map(
    ([k, v]) => `  ${/^[a-z_]+$/i.test(k) ? k : `'${k}'`}: ${JSON.stringify(v)},`,
  );
  return [
    "import { createHash } from 'node:crypto';",
    '',
    `const BASE_URL = '${baseUrl}';`,
    'const { H2H_USERNAME: username, H2H_KEY: key } = process.env;',
    "const md5 = (text) => createHash('md5').update(text).digest('hex');",
    '',
    'const body = {',
    '  username,',
    ...fields,
    '};',
    `body.sign = md5(username + key + ${suffix(endpoint, 'node')});`,
    '',
    `const res = await fetch(\`\${BASE_URL}${endpoint.path}\`, {`,
    "  method: 'POST',",
    "  headers: { 'Content-Type': 'application/json' },",
    '  body: JSON.stringify(body),',
    '});',
    'const { data } = await res.json();',
    'console.log(data);',
  ].join('\n');
}

/** PHP with its curl extension. */
export function phpSample(endpoint: H2hEndpoint, baseUrl: string): string {
  const fields = fieldsOf(endpoint).map(([k, v]) => `    '${k}' => ${phpValue(v)},`);
  return [
    '<?php',
    `$baseUrl = '${baseUrl}';`,
    "$username = getenv('H2H_USERNAME');",
    "$key = getenv('H2H_KEY');",
    '',
    '$body = [',
    "    'username' => $username,",
    ...fields,
    '];',
    `$body['sign'] = md5($username . $key . ${suffix(endpoint, 'php')});`,
    '',
    `$ch = curl_init($baseUrl . '${endpoint.path}');`,
    'curl_setopt_array($ch, [',
    '    CURLOPT_POST => true,',
    "    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],",
    '    CURLOPT_POSTFIELDS => json_encode($body),',
    '    CURLOPT_RETURNTRANSFER => true,',
    '    CURLOPT_TIMEOUT => 60,',
    ']);',
    "$data = json_decode(curl_exec($ch), true)['data'];",
    'curl_close($ch);',
    'print_r($data);',
  ].join('\n');
}

export function endpointSample(endpoint: H2hEndpoint, baseUrl: string, lang: SampleLanguage): string {
  if (lang === 'curl') return curlSample(endpoint, baseUrl);
  return lang === 'node' ? nodeSample(endpoint, baseUrl) : phpSample(endpoint, baseUrl);
}

/** The sign recipes in the three languages (the authentication section). */
export const SIGN_SAMPLES: Record<SampleLanguage, string> = {
  curl: `printf '%s' "\${H2H_USERNAME}\${H2H_KEY}\${REF_ID}" | md5sum | cut -d' ' -f1`,
  node: [
    "import { createHash } from 'node:crypto';",
    '',
    "const sign = createHash('md5').update(username + key + refId).digest('hex');",
  ].join('\n'),
  php: '$sign = md5($username . $key . $refId);',
};

/** A callback receiver that checks `X-Hub-Signature` (the Digiflazz way) and answers HTTP 200. */
export const HUB_SIGNATURE_SAMPLES: Record<Exclude<SampleLanguage, 'curl'>, string> = {
  node: [
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "import { createServer } from 'node:http';",
    '',
    'const { KONTER_WEBHOOK_SECRET: SECRET } = process.env;',
    '',
    'createServer((req, res) => {',
    '  const chunks = [];',
    "  req.on('data', (chunk) => chunks.push(chunk));",
    "  req.on('end', () => {",
    '    const raw = Buffer.concat(chunks); // the raw body, before any JSON parsing',
    "    const expected = Buffer.from('sha1=' + createHmac('sha1', SECRET).update(raw).digest('hex'));",
    "    const received = Buffer.from(String(req.headers['x-hub-signature'] ?? ''));",
    '    if (received.length !== expected.length || !timingSafeEqual(received, expected)) {',
    '      res.writeHead(401).end();',
    '      return;',
    '    }',
    "    const event = req.headers['x-konter-event']; // create | update | test",
    "    const { data } = JSON.parse(raw.toString('utf8'));",
    '    console.log(event, data.ref_id, data.status, data.rc, data.sn);',
    "    res.writeHead(200).end('OK'); // anything but HTTP 200 is retried",
    '  });',
    '}).listen(8080);',
  ].join('\n'),
  php: [
    '<?php',
    "$secret = getenv('KONTER_WEBHOOK_SECRET');",
    "$raw = file_get_contents('php://input'); // the raw body",
    "$expected = 'sha1=' . hash_hmac('sha1', $raw, $secret);",
    "$received = $_SERVER['HTTP_X_HUB_SIGNATURE'] ?? '';",
    'if (!hash_equals($expected, $received)) {',
    '    http_response_code(401);',
    '    exit;',
    '}',
    "$event = $_SERVER['HTTP_X_KONTER_EVENT'] ?? ''; // create | update | test",
    "$data = json_decode($raw, true)['data'];",
    "// $data['ref_id'], $data['status'], $data['rc'], $data['sn'] …",
    'http_response_code(200); // anything but HTTP 200 is retried',
    "echo 'OK';",
  ].join('\n'),
};

/** Verifying the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature). */
export const STANDARD_WEBHOOKS_SAMPLES: Record<Exclude<SampleLanguage, 'curl'>, string> = {
  node: [
    '// npm install standardwebhooks',
    "import { Webhook } from 'standardwebhooks';",
    '',
    "// The signing secret is 'whsec_' + base64 of your webhook secret's UTF-8 bytes",
    '// (shown once next to the secret in Account → Developer).',
    'const { KONTER_WEBHOOK_SECRET: SECRET } = process.env;',
    "const wh = new Webhook('whsec_' + Buffer.from(SECRET, 'utf8').toString('base64'));",
    '',
    '// rawBody: the body as received (string or Buffer); headers: the request headers.',
    '// Throws when the signature is wrong or the timestamp is more than 5 minutes off.',
    'const { data } = wh.verify(rawBody, {',
    "  'webhook-id': headers['webhook-id'],",
    "  'webhook-timestamp': headers['webhook-timestamp'],",
    "  'webhook-signature': headers['webhook-signature'],",
    '});',
    'console.log(data.ref_id, data.status);',
  ].join('\n'),
  php: [
    '<?php',
    "$secret = getenv('KONTER_WEBHOOK_SECRET'); // the HMAC key is the secret's UTF-8 bytes",
    "$raw = file_get_contents('php://input');",
    "$id = $_SERVER['HTTP_WEBHOOK_ID'] ?? '';",
    "$timestamp = $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ?? '';",
    "$signatures = $_SERVER['HTTP_WEBHOOK_SIGNATURE'] ?? '';",
    'if (abs(time() - (int) $timestamp) > 300) { // older than 5 minutes: refuse',
    '    http_response_code(401);',
    '    exit;',
    '}',
    '$expected = base64_encode(hash_hmac(\'sha256\', "$id.$timestamp.$raw", $secret, true));',
    '$valid = false;',
    "foreach (explode(' ', $signatures) as $signature) {",
    "    [$version, $value] = array_pad(explode(',', $signature, 2), 2, '');",
    "    if ($version === 'v1' && hash_equals($expected, $value)) $valid = true;",
    '}',
    'if (!$valid) {',
    '    http_response_code(401);',
    '    exit;',
    '}',
    'http_response_code(200);',
  ].join('\n'),
};
