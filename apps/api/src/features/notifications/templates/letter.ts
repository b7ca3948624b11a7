// The frame every mail of FirstShift shares: plain text (every mail program shows it, and the
// links are the point), a greeting, the body and the team's sign-off.

/** A mail's subject and text, before it has a recipient. */
export interface MailContent {
  subject: string;
  text: string;
}

/** What the in-app notification of an event says, and where it leads in the SPA. */
export interface InAppNotice {
  title: string;
  body: string;
  link: string;
}

export function letter(body: string[]): string {
  return ['Hello,', '', ...body, '', 'The FirstShift team'].join('\n');
}

export const NOTIFICATION_SETTINGS_PATH = '/applicant/dashboard/notifications';

/** The last line of a mail that an applicant's switch allows: where to change the switch. */
export function switchFooter(origin: string, name: string, change: 'Change' | 'Turn off') {
  const how = change === 'Change' ? 'Change it' : 'Turn it off';
  return `You get this email because "${name}" is on. ${how} at ${origin}${NOTIFICATION_SETTINGS_PATH}.`;
}
