import { PlainButton } from '../../../components/plain-button';
import { paths } from '../../../config/paths';
import { cx } from '../../../theme/class-names';

export function BusinessCallToAction() {
  return (
    <section
      aria-labelledby="business-cta-title"
      className={`${cx.container} ${cx.businessCtaSection}`}
    >
      <div className={`${cx.surface} ${cx.businessCta}`}>
        <div>
          <h2 id="business-cta-title" className={cx.sectionTitle}>
            Hiring in your neighborhood?
          </h2>
          <p className={`${cx.body1} ${cx.secondary} ${cx.businessCtaText}`}>
            Post internships, part-time and seasonal roles and meet motivated local high school and
            college students.
          </p>
        </div>
        <PlainButton to={paths.business.register.getHref()} variant="contained" size="large">
          Register your business
        </PlainButton>
      </div>
    </section>
  );
}
