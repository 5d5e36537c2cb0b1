import pino, { type Logger } from 'pino';

/**
 * The process logger (pino). Production writes JSON lines; development pretty-prints one line per
 * entry; tests are silent unless LOG_LEVEL says otherwise.
 */
export function createLogger(opts: { level: string; pretty: boolean }): Logger {
  return pino({
    level: opts.level,
    ...(opts.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  });
}

/** A logger that drops everything (tests, tools that print their own output). */
export const silentLogger = (): Logger => pino({ level: 'silent' });
