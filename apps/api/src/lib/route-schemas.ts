import { apiErrorBodySchema, decimalNumber } from '@firstshift/domain';
import { z } from 'zod';

/**
 * A positive whole number in a path (`/applications/:id`): anything else answers 400 with
 * "{name} must be a whole number".
 */
export const wholeNumberParam = (name: string, max?: { value: number; message: string }) => {
  const message = `${name} must be a whole number`;
  const number = z.number({ message }).int({ message }).min(1, { message });
  return decimalNumber(max ? number.max(max.value, { message: max.message }) : number);
};

/** The error answers a route documents, each with the API's `{message, field}` body. */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof apiErrorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorBodySchema])) as Record<
    Code,
    typeof apiErrorBodySchema
  >;
}
