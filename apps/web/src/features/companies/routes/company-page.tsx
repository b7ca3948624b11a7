import {
  COMPANY_JOBS_PAGE_SIZE,
  type CompanyPage as Company,
  RESPONSE_TIME_WINDOW_DAYS,
  describeResponseTime,
  placeLine,
} from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { HeaderFact } from '../../../components/header-fact';
import { JobCard } from '../../../components/job-card/job-card';
import { JobCardGrid } from '../../../components/job-card/job-card-grid';
import { SubjectPage } from '../../../components/feedback/subject-page';
import { Placeholder } from '../../../components/feedback/placeholder';
import { PlainButton } from '../../../components/plain-button';
import { PlainPagination } from '../../../components/plain-pagination';
import {
  AccessTimeIcon,
  BusinessOutlinedIcon,
  PlaceOutlinedIcon,
} from '../../../components/plain-icons';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cx } from '../../../theme/class-names';
import { COMPANY_ERROR, companyPageFromParams, companyQueryOptions } from '../api/get-company';

const COMPANY_NOT_FOUND = 'Company not found';
const COMPANY_NOT_FOUND_DETAIL =
  'This link does not lead to a business on FirstShift. The business may have closed its account.';

/** How the response time was measured, in words a first job seeker reads. */
function responseTimeBasis(company: Company): string {
  const { answered, received } = company.response_time;
  return (
    `"Usually" means half of its answers came that fast or faster, counted from when someone ` +
    `applied to the business's first answer (a shortlist, an interview or a decision). It has ` +
    `answered ${answered} of the ${received} applications it received in the past ` +
    `${RESPONSE_TIME_WINDOW_DAYS} days.`
  );
}

function CompanyHeader({ company }: { company: Company }) {
  const town = placeLine({ city: company.city, state: company.state });
  const answered = company.response_time.median_hours !== null;
  return (
    <div className={`${cx.surface} ${cx.jobHeader}`}>
      <div className={cx.jobHeaderMain}>
        <h1 className={cx.pageTitle}>{company.name}</h1>
        <div className={cx.jobHeaderFacts}>
          <HeaderFact icon={<BusinessOutlinedIcon fontSize="small" />}>
            {company.category}
          </HeaderFact>
          {town && <HeaderFact icon={<PlaceOutlinedIcon fontSize="small" />}>{town}</HeaderFact>}
          <HeaderFact icon={<AccessTimeIcon fontSize="small" />}>
            {describeResponseTime(company.response_time)}
          </HeaderFact>
        </div>
        {answered && <p className={`${cx.body2} ${cx.secondary}`}>{responseTimeBasis(company)}</p>}
        {company.description && (
          <p className={`${cx.body1} ${cx.preLine} ${cx.companyAbout}`}>{company.description}</p>
        )}
      </div>
    </div>
  );
}

type JobsProps = {
  company: Company;
  onPage: (page: number) => void;
  sectionRef: RefObject<HTMLElement | null>;
};

function CompanyJobs({ company, onPage, sectionRef }: JobsProps) {
  const count = company.active_job_count;
  const pageCount = Math.ceil(count / COMPANY_JOBS_PAGE_SIZE);
  return (
    <section aria-labelledby="company-jobs-title" className={cx.companyJobs} ref={sectionRef}>
      <h2 id="company-jobs-title" className={`${cx.sectionTitle} ${cx.companyJobsTitle}`}>
        {count === 0 ? 'No open jobs right now' : `Open jobs (${count.toLocaleString('en-US')})`}
      </h2>
      {count === 0 ? (
        <div className={`${cx.surface} ${cx.jobProblem}`}>
          <p className={cx.body1}>
            {company.name} is not hiring on FirstShift at the moment. Other local businesses are.
          </p>
          <PlainButton
            to={paths.jobs.getHref()}
            variant="contained"
            className={cx.jobProblemAction}
          >
            Browse all jobs
          </PlainButton>
        </div>
      ) : company.jobs.length === 0 ? (
        <div className={`${cx.surface} ${cx.jobProblem}`}>
          <p className={cx.body1}>This page of jobs is past the last one.</p>
          <PlainButton
            to={paths.company.getHref(company.id)}
            variant="contained"
            className={cx.jobProblemAction}
          >
            See the first page
          </PlainButton>
        </div>
      ) : (
        <JobCardGrid
          jobs={company.jobs}
          skeletons={0}
          renderCard={(job) => <JobCard job={job} showCompany={false} />}
        />
      )}
      {pageCount > 1 && company.jobs.length > 0 && (
        <div className={cx.jobListPager}>
          <PlainPagination
            count={pageCount}
            page={company.page}
            href={(next) => paths.company.getHref(company.id, next)}
            onChange={onPage}
          />
        </div>
      )}
    </section>
  );
}

function CompanySkeleton() {
  return (
    <div className={cx.jobContent} aria-hidden>
      <Placeholder height={180} />
      <Placeholder height={320} />
    </div>
  );
}

/** /companies/{id}: who the employer is, its open jobs and how quickly it answers (decision 067). */
export function CompanyPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const jobsRef = useRef<HTMLElement>(null);
  const page = companyPageFromParams(params);
  const { data: company, error } = useQuery(companyQueryOptions(id, page));
  const notFound = company === null;
  useDocumentTitle(
    company?.name ?? (notFound ? COMPANY_NOT_FOUND : error ? COMPANY_ERROR : 'Company'),
  );
  const showPage = (next: number) => {
    void navigate(paths.company.getHref(id, next));
    jobsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <SubjectPage
      subject={company}
      error={error}
      notFound={{ title: COMPANY_NOT_FOUND, detail: COMPANY_NOT_FOUND_DETAIL }}
      errorTitle={COMPANY_ERROR}
      loadingLabel="Loading the company..."
      skeleton={<CompanySkeleton />}
    >
      {(found) => (
        <div className={cx.jobContent}>
          <CompanyHeader company={found} />
          <CompanyJobs company={found} onPage={showPage} sectionRef={jobsRef} />
        </div>
      )}
    </SubjectPage>
  );
}
