import type { Db } from '../db/database';

export interface MailAttachment {
  filename: string;
  path: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Mail through nodemailer: over SMTP when SMTP_URL is configured; otherwise nodemailer builds the
 * whole message (MIME, attachments) and it is kept in the database outbox for an operator to read.
 */
/** The transport is made with the first mail: nodemailer is not loaded at start (decision 0025). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export function createMailer(db: Db, options: { smtpUrl: string | undefined; from: string }): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = once(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
    return {
      async send(mail) {
        await (await transport()).sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = once(async () =>
    (await import('nodemailer')).default.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({ from: options.from, ...mail });
      const message = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message);
      await db
        .insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, message })
        .execute();
    },
  };
}
