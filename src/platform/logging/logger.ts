import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  format: 'json' | 'pretty';
  name?: string;
}

/**
 * JSON lines in production (one object per line for the log collector); pino-pretty in a terminal.
 * Secrets and credentials are redacted wherever they might be logged with a request.
 */
export function createLogger(options: LoggerOptions): Logger {
  return pino({
    level: options.level,
    name: options.name,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    ...(options.format === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  });
}
