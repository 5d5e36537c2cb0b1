import nodemailer from 'nodemailer';

/** An attachment; with `cid` it is inline, shown where the HTML says `<img src="cid:…">`. */
export interface EmailAttachment {
  filename: string;
  cid?: string;
  contentType: string;
  content: Buffer;
}

export interface EmailTransport {
  send(msg: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: EmailAttachment[];
  }): Promise<void>;
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpTransport(url: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text, html, attachments }) {
      await transporter.sendMail({
        from,
        to,
        subject,
        text,
        ...(html && { html }),
        ...(attachments?.length && { attachments }),
      });
    },
  };
}
