import { useId, type MouseEvent } from 'react';
import { PlainButton } from '../../../components/plain-button';
import { SendIcon } from '../../../components/plain-icons';
import { cx } from '../../../theme/class-names';

type Props = {
  /** Where Apply Now leads (the form, or signing in first). */
  href: string;
  onApply: (event: MouseEvent) => void;
  /** SPEC §2's red refusal, for a business that clicked. */
  blockedMessage: string | null;
  fullWidth?: boolean;
  /** While it is not known yet whether this applicant may apply, or when they may not. */
  disabled?: boolean;
  /** Why Apply Now is off, shown under it. */
  reason?: string;
};

export function ApplyButton({
  href,
  onApply,
  blockedMessage,
  fullWidth = false,
  disabled = false,
  reason,
}: Props) {
  const reasonId = useId();
  const look = {
    variant: 'contained',
    size: 'large',
    endIcon: <SendIcon />,
    fullWidth,
    'aria-describedby': reason ? reasonId : undefined,
    className: cx.applyButton,
  } as const;
  return (
    <div>
      {disabled ? (
        <PlainButton {...look} disabled>
          Apply Now
        </PlainButton>
      ) : (
        // A link to where it leads, so that it works before the page's code has run.
        <PlainButton {...look} to={href} onClick={onApply}>
          Apply Now
        </PlainButton>
      )}
      {reason && (
        <p id={reasonId} className={`${cx.body2} ${cx.applyReason}`}>
          {reason}
        </p>
      )}
      {blockedMessage && (
        <p role="alert" className={`${cx.body2} ${cx.applyBlocked}`}>
          {blockedMessage}
        </p>
      )}
    </div>
  );
}
