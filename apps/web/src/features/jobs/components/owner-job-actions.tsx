import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type Props = { jobId: number; fullWidth?: boolean };

/** In place of Apply Now for the business that posted the job: change it, or see who applied. */
export function OwnerJobActions({ jobId, fullWidth = false }: Props) {
  const common = { component: Link, size: 'large', fullWidth } as const;
  return (
    <Stack spacing={1} direction={fullWidth ? 'column' : { xs: 'column', sm: 'row', md: 'column' }}>
      <Button
        {...common}
        to={paths.business.editJob.getHref(jobId)}
        variant="contained"
        startIcon={<EditOutlinedIcon />}
      >
        Edit
      </Button>
      <Button
        {...common}
        to={paths.business.jobApplications.getHref(jobId)}
        variant="outlined"
        startIcon={<GroupsOutlinedIcon />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        View applications
      </Button>
    </Stack>
  );
}
