import { cx } from '../theme/class-names';

type Props = { label: string; tone: 'primary' | 'secondary' };

/**
 * A read-only label drawn as Material UI's small Chip: outlined in the primary colour (a job's
 * type, category and format) or filled in the secondary one (a job's flags). Chip also brings
 * the click, delete and focus handling a label never needs, and works out its styles on every
 * render; this is the same look from the app's stylesheet (theme/static-styles.ts).
 */
export function LabelChip({ label, tone }: Props) {
  return (
    <div className={`${cx.chip} ${cx.chipTones[tone]}`}>
      <span className={cx.chipLabel}>{label}</span>
    </div>
  );
}
