import type { JobDetail } from '@firstshift/domain';
import { cx } from '../../../theme/class-names';
import { PlaceOutlinedIcon } from '../../../components/plain-icons';

export function AboutCompanyCard({ company }: { company: JobDetail['company'] }) {
  return (
    <section aria-labelledby="about-company-title" className={cx.card}>
      <div className={cx.cardContent}>
        <h2 id="about-company-title" className={`${cx.h3} ${cx.companyTitle}`}>
          About the Company
        </h2>
        <p className={`${cx.body1} ${cx.companyName}`}>{company.name}</p>
        {company.address && (
          <div className={cx.companyAddress}>
            <PlaceOutlinedIcon fontSize="small" />
            <address className={cx.body1}>{company.address}</address>
          </div>
        )}
        {company.description && (
          <p className={`${cx.body1} ${cx.preLine} ${cx.companyAbout}`}>{company.description}</p>
        )}
      </div>
    </section>
  );
}
