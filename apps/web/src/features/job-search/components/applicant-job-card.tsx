import type { JobSummary } from '@firstshift/domain';
import { FavouriteToggle } from '../../../components/favourite-toggle/favourite-toggle';
import { JobCard } from '../../../components/job-card/job-card';
import { JobCardLinks } from '../../../components/job-card/job-card-links';

/** A search result for a signed-in applicant: the favourite toggle, View Details and Apply. */
export function ApplicantJobCard({ job }: { job: JobSummary }) {
  return (
    <JobCard
      job={job}
      linked={false}
      cornerAction={
        <FavouriteToggle
          jobId={job.id}
          jobTitle={job.title}
          isFavourite={job.is_favourite === true}
        />
      }
      actions={<JobCardLinks jobId={job.id} jobTitle={job.title} />}
    />
  );
}
