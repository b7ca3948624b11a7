import { NO_JOB_FILTERS, type JobFilters } from '@firstshift/domain';
import { useEffect, type RefObject } from 'react';

type TextFilter = {
  [K in keyof JobFilters]: JobFilters[K] extends string ? K : never;
}[keyof JobFilters];

const TEXT_FILTERS = (Object.keys(NO_JOB_FILTERS) as (keyof JobFilters)[]).filter(
  (key): key is TextFilter => typeof NO_JOB_FILTERS[key] === 'string',
);

/**
 * On a page the server rendered, a visitor can type into the search form before its code has
 * run; React keeps what they typed on screen but not in the form's state. Once the form runs,
 * this takes what its fields show into `values` (a no-op when the browser rendered the form,
 * and whenever the fields already show `values`). `update` should keep its identity.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  update: (change: (values: JobFilters) => JobFilters) => void,
): void {
  useEffect(() => {
    if (!form.current) return;
    const shown = new FormData(form.current);
    update((values) => {
      let next = values;
      for (const key of TEXT_FILTERS) {
        const value = shown.get(key);
        if (typeof value === 'string' && value !== values[key]) next = { ...next, [key]: value };
      }
      return next;
    });
  }, [form, update]);
}
