import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { Placeholder } from '../feedback/placeholder';

/** Placeholder with a JobCard's shape while jobs load; hidden from assistive technology. */
export function JobCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent>
        <Placeholder width="70%" height={22} />
        <Placeholder width="45%" height={16} mt={1} />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Placeholder width="55%" height={14} />
          <Placeholder width="40%" height={14} />
          <Placeholder width="35%" height={14} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2.5 }}>
          <Placeholder width={72} height={24} radius={3} />
          <Placeholder width={88} height={24} radius={3} />
          <Placeholder width={64} height={24} radius={3} />
        </Stack>
      </CardContent>
    </Card>
  );
}
