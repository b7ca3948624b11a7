import AddIcon from '@mui/icons-material/Add';
import { EmptyState } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';

/** A business with no jobs yet: what posting one does, and the way to do it. */
export function DashboardEmptyState() {
  return (
    <EmptyState
      title="No jobs yet"
      action={{
        label: 'Post your first job',
        to: paths.business.newJob.getHref(),
        startIcon: <AddIcon />,
      }}
    >
      Students and part-time seekers nearby are looking for work like yours. Describe the job once;
      save it as a draft or publish it to the board right away.
    </EmptyState>
  );
}
