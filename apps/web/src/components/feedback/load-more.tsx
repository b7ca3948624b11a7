import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type Props = {
  /** An infinite query's state (TanStack Query's useInfiniteQuery result fits). */
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: Error | null;
    fetchNextPage: () => Promise<unknown>;
  };
};

/**
 * "Load more" under a list of 20 (SPEC §9 page size) while there is more, with the reason when
 * the next page failed; pressing it again retries.
 */
export function LoadMore({ query }: Props) {
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 4 }}>
      {query.isFetchNextPageError && query.error && (
        <Alert severity="error">{query.error.message}</Alert>
      )}
      <Button
        variant="outlined"
        size="large"
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        Load more
      </Button>
    </Box>
  );
}
