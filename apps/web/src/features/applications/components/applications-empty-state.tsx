import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { EmptyState } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';

/** No application yet, and the way to the jobs. */
export function ApplicationsEmptyState() {
  return (
    <EmptyState
      icon={AssignmentOutlinedIcon}
      title="No applications yet"
      action={{ label: 'Find Jobs', to: paths.applicant.jobSearch.getHref() }}
    >
      Apply to a job and follow what happens to your application here.
    </EmptyState>
  );
}
