import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import type { BusinessApplication } from '@firstshift/domain';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { downloadResume } from '../api/download-resume';

const size = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;

/** The resume sent with the application, and the button that saves it. */
export function ResumeCard({ application }: { application: BusinessApplication }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const { resume } = application;
  if (!resume) {
    return <Typography color="textSecondary">No resume was attached.</Typography>;
  }
  const download = () => {
    setDownloading(true);
    downloadResume(application.id, resume.file_name)
      .catch((error: unknown) =>
        toast(error instanceof Error ? error.message : 'Failed to download the resume', 'error'),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {resume.file_name}{' '}
        <Typography component="span" color="textSecondary" variant="body2">
          ({size(resume.size_bytes)})
        </Typography>
      </Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={download}
        loading={downloading}
      >
        Download resume
      </Button>
    </Stack>
  );
}
