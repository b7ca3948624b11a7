import { useEffect } from 'react';
import type { FieldValues, UseFormClearErrors, UseFormWatch } from 'react-hook-form';

/**
 * SPEC §5: a field's error goes away as soon as the field is edited (the form checks again on
 * the next submit, so pair this with `reValidateMode: 'onSubmit'`).
 */
export function useClearErrorOnEdit<T extends FieldValues>(
  watch: UseFormWatch<T>,
  clearErrors: UseFormClearErrors<T>,
): void {
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name && type === 'change') clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
}
