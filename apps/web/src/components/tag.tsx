import { cx } from '../theme/class-names';

type Props = { label: string; tone?: 'neutral' | 'primary' | 'accent' };

/** A small read-only label (job type, category, format). Lighter than Chip, which also carries
 * click and delete behaviour these labels never need. */
export function Tag({ label, tone = 'neutral' }: Props) {
  return <span className={`${cx.tag} ${cx.tagTones[tone]}`}>{label}</span>;
}
