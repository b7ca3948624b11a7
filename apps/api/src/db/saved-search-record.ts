import {
  type SavedSearchFilters,
  savedSearchFiltersSchema,
  stripUnsafeText,
} from '@firstshift/domain';
import type { SavedSearchesTable } from './schema';

// How a stored saved search reads: the applicant's saved searches and the job alert mails both
// read them this way.

export interface SavedSearchRecord {
  id: number;
  name: string;
  filters: SavedSearchFilters;
  last_checked_at: string;
  created_at: string;
}

type Row = Pick<SavedSearchesTable, 'name' | 'filters' | 'last_checked_at' | 'created_at'> & {
  id: number;
};

export const savedSearchColumns = [
  'id',
  'name',
  'filters',
  'last_checked_at',
  'created_at',
] as const;

/**
 * Stored filters were written through savedSearchFiltersSchema; one that no longer passes it
 * (after the schema changed) reads as no filters rather than failing the whole list. Text saved
 * before NUL characters and broken Unicode were refused reads without them.
 */
function readFilters(json: string): SavedSearchFilters {
  let stored: unknown;
  try {
    stored = JSON.parse(json, (_key, value: unknown) =>
      typeof value === 'string' ? stripUnsafeText(value) : value,
    );
  } catch {
    stored = {};
  }
  const parsed = savedSearchFiltersSchema.safeParse(stored);
  return parsed.success ? parsed.data : savedSearchFiltersSchema.parse({});
}

export const toSavedSearchRecord = (row: Row): SavedSearchRecord => ({
  ...row,
  filters: readFilters(row.filters),
});
