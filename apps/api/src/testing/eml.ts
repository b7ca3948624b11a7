// Test-only: reads a raw RFC 5322 message as nodemailer writes it (plain text body).

export interface ParsedMail {
  headers: Record<string, string>;
  text: string;
}

export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function parseEml(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/** The token of the reset link in a mail's text. */
export function resetTokenIn(text: string): string | undefined {
  return /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

/**
 * The parts of a multipart mail, each read as `parseEml` reads a whole one (a part nested in
 * another multipart is flattened into the list).
 */
export function mailParts(raw: string): ParsedMail[] {
  const mail = parseEml(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(mail.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [mail];
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mailParts(part.replace(/^\r?\n/, '')));
}

/** The iCalendar text of a mail's text/calendar part, with its METHOD from the part's type. */
export function calendarOf(raw: string): { method: string; ics: string } | undefined {
  const part = mailParts(raw).find((p) => p.headers['content-type']?.startsWith('text/calendar'));
  if (!part) return undefined;
  const method = /method=([A-Z]+)/i.exec(part.headers['content-type'] ?? '')?.[1] ?? '';
  return { method, ics: part.text.replace(/\n/g, '\r\n') };
}
