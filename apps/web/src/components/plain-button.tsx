// A button, or a link drawn as one, with the look of Material UI's Button under our theme
// (contained, outlined or text; small, medium or large; an icon before or after the label),
// from the static stylesheet (docs/decisions/044). The public pages' bar, search form, job cards
// and calls to action use it, so that the landing page's first load carries no Material UI.
// What it leaves out: the ripple (the hover colour and the focus ring stay).
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../theme/class-names';
import { PlainLink, type PlainLinkProps } from './plain-link';

type Look = {
  variant?: keyof typeof cx.buttonVariants;
  size?: keyof typeof cx.buttonSizes;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
  /** More classes, for the place the button sits in. */
  className?: string;
  children: ReactNode;
};

type LinkButtonProps = Look & Omit<PlainLinkProps, 'className' | 'children'>;
type ActionButtonProps = Look & { to?: undefined } & Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'className' | 'children'
  >;

export type PlainButtonProps = LinkButtonProps | ActionButtonProps;

export function PlainButton(props: PlainButtonProps) {
  const {
    variant = 'text',
    size = 'medium',
    startIcon,
    endIcon,
    fullWidth = false,
    className,
    children,
    ...element
  } = props;
  const classes = [
    cx.button,
    cx.buttonVariants[variant],
    cx.buttonSizes[size],
    fullWidth && cx.buttonFullWidth,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {startIcon && <span className={`${cx.buttonIcon} ${cx.buttonStartIcon}`}>{startIcon}</span>}
      {children}
      {endIcon && <span className={`${cx.buttonIcon} ${cx.buttonEndIcon}`}>{endIcon}</span>}
    </>
  );
  if (element.to !== undefined) {
    return (
      <PlainLink className={classes} {...element}>
        {content}
      </PlainLink>
    );
  }
  const { type = 'button', ...button } = element as Omit<ActionButtonProps, keyof Look>;
  return (
    <button type={type} className={classes} {...button}>
      {content}
    </button>
  );
}
