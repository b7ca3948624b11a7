import type { JobDetail } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { isIneligible } from '../../../components/apply-eligibility/ineligibility';
import {
  openOrClosed,
  useApplyEligibility,
  type EligibilityCheck,
} from '../../../components/apply-eligibility/use-apply-eligibility';
import { Placeholder } from '../../../components/feedback/placeholder';
import { SubjectPage } from '../../../components/feedback/subject-page';
import type { Session } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { cx } from '../../../theme/class-names';
import { JOB_ERROR, jobQueryOptions } from '../api/get-job';
import { AboutCompanyCard } from '../components/about-company-card';
import { JobApplyAction } from '../components/job-apply-action';
import { JobDetailHeader } from '../components/job-detail-header';
import { JobDetailSection } from '../components/job-detail-section';
import { JobFactsCard } from '../components/job-facts-card';
import { IneligibleNote, RetryAlert } from '../components/signed-in-parts';

const JOB_NOT_FOUND = 'Job not found';
// The API answers the same for a job that never was and one that closed (archived or deleted).
const JOB_NOT_FOUND_DETAIL = 'It may have closed, so it no longer takes applications.';

type ContentProps = { job: JobDetail; session: Session | null; check: EligibilityCheck };

/**
 * The job's page. Anyone but an applicant learns here only whether the job is open (its owner may
 * be reading a draft or an archived job), without asking the API: a visitor's page, rendered on
 * the server for every job, then watches no query of an applicant's.
 */
function JobDetailContent({ job }: { job: JobDetail }) {
  const session = useSession();
  if (session?.role === 'applicant') return <ApplicantJobDetail job={job} session={session} />;
  return <JobDetailParts job={job} session={session} check={openOrClosed(job)} />;
}

/** An applicant's page: whether they may apply, from their application and their age. */
function ApplicantJobDetail({ job, session }: { job: JobDetail; session: Session }) {
  const check = useApplyEligibility(job.id, job, true);
  return <JobDetailParts job={job} session={session} check={check} />;
}

function JobDetailParts({ job, session, check }: ContentProps) {
  const eligibility = check.state === 'known' ? check.eligibility : null;
  const applyAction = (from: string, fullWidth?: boolean) => (
    <JobApplyAction job={job} session={session} check={check} from={from} fullWidth={fullWidth} />
  );

  return (
    <div className={cx.jobContent}>
      {/* The parts of the page hydrate apart (several short tasks rather than one long one). */}
      <Suspense>
        <JobDetailHeader job={job} applyButton={applyAction('header')} />
      </Suspense>
      {eligibility && isIneligible(eligibility) && !job.is_owner && (
        <Suspense>
          <IneligibleNote eligibility={eligibility} job={job} />
        </Suspense>
      )}
      {check.state === 'failed' && (
        <Suspense>
          <RetryAlert message={check.message} onRetry={check.retry} />
        </Suspense>
      )}
      {/* The facts (pay, shifts, who may apply) come first, as a phone shows them under the
          header; from md up they stand beside the description, the company below them. */}
      <div className={cx.jobColumns}>
        <div className={cx.jobColumnsFacts}>
          <Suspense>
            <JobFactsCard job={job} applyButton={applyAction('side', true)} />
          </Suspense>
        </div>
        <div className={cx.jobColumnsMain}>
          <Suspense>
            <div className={`${cx.surface} ${cx.jobDescription}`}>
              <JobDetailSection title="Job Description" text={job.description} />
              <JobDetailSection title="Key Responsibilities" items={job.key_responsibilities} />
              <JobDetailSection
                title="Requirements & Qualifications"
                items={job.requirements_qualifications}
              />
              <JobDetailSection title="What We Offer" items={job.offerings} />
            </div>
          </Suspense>
        </div>
        <div className={cx.jobColumnsCompany}>
          <Suspense>
            <AboutCompanyCard company={job.company} linked={job.status === 'active'} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

function JobDetailSkeleton() {
  return (
    <div className={cx.jobContent} aria-hidden>
      <Placeholder height={180} />
      <div className={cx.jobColumns}>
        <div className={cx.jobColumnsFacts}>
          <Placeholder height={320} />
        </div>
        <div className={cx.jobColumnsMain}>
          <Placeholder height={420} />
        </div>
      </div>
    </div>
  );
}

export function JobDetailPage() {
  const { id = '' } = useParams();
  const viewer = useSession()?.userId ?? null;
  const { data: job, error } = useQuery(jobQueryOptions(id, viewer));
  const notFound = job === null;
  useDocumentTitle(job?.title ?? (notFound ? JOB_NOT_FOUND : error ? JOB_ERROR : 'Job details'));

  return (
    <SubjectPage
      subject={job}
      error={error}
      notFound={{ title: JOB_NOT_FOUND, detail: JOB_NOT_FOUND_DETAIL }}
      errorTitle={JOB_ERROR}
      loadingLabel="Loading job details..."
      skeleton={<JobDetailSkeleton />}
    >
      {(found) => <JobDetailContent job={found} />}
    </SubjectPage>
  );
}
