import { deadlinePassed, formatPostedDate } from '@firstshift/domain';
import { HourglassEmptyOutlinedIcon } from '../plain-icons';
import { JobFact } from './job-fact';

type Props = {
  /** The job's last day to apply, YYYY-MM-DD. */
  deadline: string;
  /** The time to read it at (the page's render time on the server), else now. */
  now?: number;
};

/** A card's fact of by when to apply (decision 084), or that applications have closed. */
export function DeadlineFact({ deadline, now }: Props) {
  const day = formatPostedDate(deadline);
  const passed = deadlinePassed(deadline, now === undefined ? undefined : new Date(now));
  return (
    <JobFact icon={<HourglassEmptyOutlinedIcon fontSize="small" />}>
      {passed ? `Applications closed ${day}` : `Apply by ${day}`}
    </JobFact>
  );
}
