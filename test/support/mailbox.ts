import type { Knex } from 'knex';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  template: string | null;
  createdAt: Date;
}

/**
 * The newest mail the app recorded for an address, read from its outbox table. Some mails are written
 * by a worker's job after the request answered (forgot-password), so this waits for one to appear.
 */
export async function latestMail(knex: Knex, address: string, options: { template?: string; after?: Date; timeoutMs?: number } = {}): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const query = knex('mail_outbox').whereRaw('lower(to_address) = ?', [address.toLowerCase()]);
    if (options.template) query.where('template', options.template);
    if (options.after) query.where('created_at', '>', options.after);
    const row = (await query.orderBy('id', 'desc').first()) as { to_address: string; subject: string; text_body: string; template: string | null; created_at: Date | string } | undefined;
    if (row) return { to: row.to_address, subject: row.subject, text: row.text_body, template: row.template, createdAt: new Date(row.created_at) };
    if (Date.now() > deadline) throw new Error(`no mail${options.template ? ` ${options.template}` : ''} to ${address} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the first link with `token=` in a mail. */
export function linkToken(mail: Pick<OutboxMail, 'text'>): string {
  const match = /token=([^\s&]+)/.exec(mail.text);
  if (!match) throw new Error('no link with a token in the mail');
  return decodeURIComponent(match[1]!);
}

type MailReader = (address: string, options?: { template?: string; after?: Date; timeoutMs?: number }) => Promise<OutboxMail>;
const mailboxes = new Map<string, MailReader>();

/** startTestApp names each app's outbox, so an ApiSession on that app can follow the links it mails. */
export function registerMailbox(baseUrl: string, reader: MailReader): void {
  mailboxes.set(baseUrl, reader);
}

export function mailboxOf(baseUrl: string): MailReader | undefined {
  return mailboxes.get(baseUrl);
}

/**
 * The mails a process without SMTP wrote to its log (non-production), as `make start` users read them:
 * for an app spawned as its own process, whose outbox table the test cannot open while it runs.
 */
export function logMailbox(output: () => string): MailReader {
  return async (address, options = {}) => {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    for (;;) {
      const found = output()
        .split('\n')
        .flatMap((line) => {
          try {
            const entry = JSON.parse(line) as { mail?: { to?: string; subject?: string; template?: string | null }; text?: string; time?: number };
            return entry.mail?.to?.toLowerCase() === address.toLowerCase() ? [entry] : [];
          } catch {
            return [];
          }
        })
        .filter((entry) => !options.template || entry.mail?.template === options.template)
        .at(-1);
      if (found) return { to: found.mail!.to!, subject: found.mail!.subject ?? '', text: found.text ?? '', template: found.mail!.template ?? null, createdAt: new Date(found.time ?? Date.now()) };
      if (Date.now() > deadline) throw new Error(`no mail${options.template ? ` ${options.template}` : ''} to ${address} in the log`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}
