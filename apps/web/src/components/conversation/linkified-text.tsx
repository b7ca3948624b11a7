import Link from '@mui/material/Link';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

type Props = {
  text: string;
  /** Links stay plain text (an applicant under 18, docs/decisions/034). */
  plain: boolean;
};

/**
 * Text as it was written, line breaks kept; its web addresses become links that open in a new
 * tab without passing on where they came from, unless `plain`. Nothing else is interpreted.
 */
export function LinkifiedText({ text, plain }: Props) {
  if (plain) return <>{text}</>;
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            sx={{ wordBreak: 'break-all' }}
          >
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
