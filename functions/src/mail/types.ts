/**
 * One email, in the document format of the Firebase "Trigger Email" extension (collection `mail`):
 * `to` and `message: { subject, text, html, attachments }`. Attachments are nodemailer's:
 * base64 content with a file name and type.
 */
export interface MailAttachment {
  filename: string;
  content: string;
  encoding: 'base64';
  contentType: string;
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mail {
  /** The document id: the same mail sent twice is one document (a retried call sends nothing new). */
  id: string;
  to: string;
  message: MailMessage;
  /** Whose mail it is and about which claim; the extension ignores these, the outbox shows them. */
  uid: string;
  /** Absent for a mail about the account (the email verification), not one claim. */
  claimId?: string;
}

export interface MailSender {
  /** Resolves once the mail is queued; a mail with the same id already queued is not queued again. */
  send(mail: Mail): Promise<void>;
}
