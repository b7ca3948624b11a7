import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchPayloadSchema,
  type JobFilters,
} from '@firstshift/domain';
import { useId, useState } from 'react';
import { JobFilterFields } from '../job-filters/job-filter-fields';
import { describeFilters } from './saved-search-filters';

type Props = {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  initialFilters: JobFilters;
  /** Offers the filter fields too (editing); otherwise the filters are only described. */
  editFilters?: boolean;
  saving: boolean;
  /** The failed save's message. */
  error: string | null;
  onCancel: () => void;
  onSubmit: (name: string, filters: JobFilters) => void;
};

/** Names a saved search (and, when editing, changes its filters). */
export function SavedSearchDialog({ open, title, editFilters = false, ...props }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={props.saving ? undefined : props.onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={editFilters ? 'md' : 'sm'}
      fullScreen={editFilters && phone}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <SavedSearchForm editFilters={editFilters} {...props} />
    </Dialog>
  );
}

type FormProps = Omit<Props, 'open' | 'title'>;

/** The dialog's inside: mounted on opening, so each opening starts from the given values. */
function SavedSearchForm({
  submitLabel,
  initialName,
  initialFilters,
  editFilters,
  saving,
  error,
  onCancel,
  onSubmit,
}: FormProps) {
  const [name, setName] = useState(initialName);
  const [filters, setFilters] = useState(initialFilters);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = () => {
    const parsed = savedSearchPayloadSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onSubmit(parsed.data, filters);
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Search name"
            name="name"
            value={name}
            required
            autoFocus
            error={Boolean(nameError)}
            helperText={nameError ?? 'You will find it under Saved Searches.'}
            slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX_LENGTH } }}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
          {editFilters ? (
            <JobFilterFields values={filters} onChange={setFilters} hideMinimumAge allFilters />
          ) : (
            <div>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Filters
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {describeFilters(filters)}
              </Typography>
            </div>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Stack>
  );
}
