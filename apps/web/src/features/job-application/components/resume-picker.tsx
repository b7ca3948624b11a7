import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { RESUME_ACCEPT, RESUME_MAX_BYTES, isResumeFileName } from '@firstshift/domain';
import { useId, useState } from 'react';

export const RESUME_HINT = 'Click to upload your resume (PDF, DOC, DOCX max 5MB)';
export const RESUME_TYPE_ERROR = 'Choose a PDF, DOC or DOCX file.';
export const RESUME_SIZE_ERROR = 'Your resume must be 5MB or smaller.';

// Out of sight but not display:none, so it can still take the keyboard focus.
const HIDDEN_INPUT = {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

type Props = { file: File | null; onChange: (file: File | null) => void; disabled: boolean };

/**
 * The optional resume: a button that opens the file picker (PDF, DOC, DOCX), then "Selected:
 * {file name}" (SPEC §2). A file of another type or over 5 MB is refused here already, before
 * a phone spends its data sending what the server would refuse (decision 013).
 */
export function ResumePicker({ file, onChange, disabled }: Props) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const inputId = useId();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = !isResumeFileName(chosen.name)
      ? RESUME_TYPE_ERROR
      : chosen.size > RESUME_MAX_BYTES
        ? RESUME_SIZE_ERROR
        : null;
    setError(problem);
    onChange(problem ? null : chosen);
  };

  return (
    <Stack spacing={1}>
      {/* A native file input with its label as the visible box: a button around the input would
          nest one control in another. The input stays focusable; its focus shows on the box. */}
      <Box
        sx={{
          position: 'relative',
          '& input:focus-visible + label': {
            outline: '3px solid',
            outlineColor: 'primary.light',
            outlineOffset: 2,
          },
          '& input:disabled + label': { opacity: 0.6, cursor: 'default' },
        }}
      >
        <input
          id={inputId}
          type="file"
          name="resume"
          accept={RESUME_ACCEPT}
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // The same file can be chosen again after Remove.
            event.target.value = '';
          }}
          style={HIDDEN_INPUT}
        />
        <Box
          component="label"
          htmlFor={inputId}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            px: 2,
            py: 2.5,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.light',
            borderRadius: 2,
            color: 'primary.dark',
            fontWeight: 600,
            textAlign: 'center',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <CloudUploadOutlinedIcon aria-hidden />
          {RESUME_HINT}
        </Box>
      </Box>
      {file && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DescriptionOutlinedIcon fontSize="small" color="primary" />
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            Selected: {file.name}
          </Typography>
          <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
            Remove
          </Button>
        </Stack>
      )}
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
