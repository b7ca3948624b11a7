import type { JobDetail } from '@firstshift/domain';
import { cx } from '../../../theme/class-names';
import { paths } from '../../../config/paths';
import { ArrowForwardIcon, PlaceOutlinedIcon } from '../../../components/plain-icons';
import { PlainLink } from '../../../components/plain-link';

type Props = {
  company: JobDetail['company'];
  /** Links to the company's page (a draft's business may have none yet). */
  linked: boolean;
};

export function AboutCompanyCard({ company, linked }: Props) {
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
        {linked && (
          <p className={`${cx.body1} ${cx.companyAbout}`}>
            <PlainLink
              to={paths.company.getHref(company.id)}
              className={`${cx.link} ${cx.jobBack}`}
            >
              All open jobs at {company.name}
              <ArrowForwardIcon fontSize="small" />
            </PlainLink>
          </p>
        )}
      </div>
    </section>
  );
}
