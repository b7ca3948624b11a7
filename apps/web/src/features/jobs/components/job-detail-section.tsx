import { useId } from 'react';
import { cx } from '../../../theme/class-names';

type Props = { title: string; text?: string; items?: readonly string[] };

/** One titled part of the job description: a paragraph or a bulleted list. */
export function JobDetailSection({ title, text, items }: Props) {
  const id = useId();
  const empty = !text?.trim() && !items?.length;
  return (
    <section aria-labelledby={id} className={cx.jobSection}>
      <h2 id={id} className={cx.sectionTitle}>
        {title}
      </h2>
      {empty && <p className={`${cx.body1} ${cx.secondary}`}>Not specified.</p>}
      {text?.trim() && <p className={`${cx.body1} ${cx.preLine}`}>{text}</p>}
      {items && items.length > 0 && (
        <ul className={cx.jobSectionList}>
          {items.map((item, index) => (
            <li key={index} className={cx.body1}>
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
