import nodemailer from 'nodemailer';

export interface EmailTransport {
  send(msg: { to: string; subject: string; text: string }): Promise<void>;
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpTransport(url: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transporter.sendMail({ from, to, subject, text });
    },
  };
}
