import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * The operator CLI (`npm run admin -- …`) against the journeys' server while it runs. Only the
 * `*.operator.spec.ts` journeys use it: they run against a server on PostgreSQL (E2E_DATABASE_URL,
 * see playwright.config.ts), because the embedded database is one process's and the CLI would have
 * to stop the server. Returns the command's standard output; a failing command fails the journey
 * with its output.
 */
export async function operator(...args: string[]): Promise<string> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error(
      'operator(): E2E_DATABASE_URL is not set (run the *.operator.spec.ts journeys on PostgreSQL)',
    );
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
        timeout: 60_000,
      },
    );
    return stdout;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`operator ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}`);
  }
}
