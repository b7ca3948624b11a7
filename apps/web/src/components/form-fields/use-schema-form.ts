import { zodResolver } from '@hookform/resolvers/zod';
import { formDefaults } from '@firstshift/domain';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

type Options<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
>;

/**
 * A react-hook-form form checked by one of the domain's form schemas, whose values start as
 * the schema's empty form unless `options.defaultValues` (a loaded record) says otherwise; on
 * submit it hands over the parsed payload.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Options<S> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    // TypeScript does not see a generic schema's input as its own DefaultValues.
    defaultValues: formDefaults(schema) as DefaultValues<z.input<S>>,
    ...options,
  });
}
