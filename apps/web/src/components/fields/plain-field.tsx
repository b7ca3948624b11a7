import type { ReactNode } from 'react';
import { cx } from '../../theme/class-names';

type Props = {
  /** The id of the input or select the label names. */
  htmlFor: string;
  label: string;
  /** The label stays small above the field, whatever it holds (a select, a field with an icon). */
  shrunk: boolean;
  fullWidth: boolean;
  minWidth?: number;
  /** The input or select, with what goes beside it. */
  children: ReactNode;
};

/**
 * The frame of an outlined field as Material UI's TextField draws it (size "small"): the label,
 * which floats above the outline while the field has focus or a value, and the outline with a
 * gap for it. Plain elements with the static stylesheet's classes (docs/decisions/044): the
 * landing page's search form loads no Material UI.
 */
export function PlainField({ htmlFor, label, shrunk, fullWidth, minWidth, children }: Props) {
  return (
    <div className={cx.field} style={{ width: fullWidth ? '100%' : undefined, minWidth }}>
      <label
        htmlFor={htmlFor}
        className={shrunk ? `${cx.fieldLabel} ${cx.fieldLabelShrunk}` : cx.fieldLabel}
      >
        {label}
      </label>
      <div className={cx.fieldBox}>
        {children}
        <fieldset aria-hidden="true" className={cx.fieldOutline}>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
