import { z } from 'zod';
import { MESSAGES } from './messages';

// A form's inputs carry the names of the payload it sends (SPEC §3), so one schema describes
// both, a server error's `field` names the input it belongs under (SPEC §5), and no form keeps
// a list of its fields beside its schema: its starting values are read from the schema too.

type FormSource<S extends z.ZodType> = { [K in keyof z.input<S>]?: z.input<S>[K] | null };

/** An object schema's fields, also through its refinements and a transform of the whole. */
function fieldsOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  const def = schema._zod.def;
  if (def.type === 'object') return (def as z.core.$ZodObjectDef).shape;
  if (def.type === 'pipe') return fieldsOf((def as z.core.$ZodPipeDef).in);
  throw new TypeError(`A form is an object schema, not ${def.type}`);
}

/** What an untouched input holds: the field's default, false for a checkbox, '' otherwise. */
function emptyValue(field: z.core.$ZodType): unknown {
  const def = field._zod.def;
  switch (def.type) {
    case 'default':
    case 'prefault':
      return (def as z.core.$ZodDefaultDef).defaultValue;
    case 'boolean':
      return false;
    case 'optional':
    case 'nullable':
      return emptyValue((def as z.core.$ZodOptionalDef).innerType);
    case 'pipe':
      return emptyValue((def as z.core.$ZodPipeDef).in);
    case 'union':
      // A checkbox that also takes "true"/"false" as text (formBooleanField) starts unticked.
      return (def as z.core.$ZodUnionDef).options.some((o) => emptyValue(o) === false) ? false : '';
    default:
      return '';
  }
}

/**
 * A form's starting values: every field of `schema`, each from `source` when given there (a
 * loaded record, whose other properties are ignored), otherwise empty (see emptyValue).
 */
export function formDefaults<S extends z.ZodType>(
  schema: S,
  source: FormSource<S> = {},
): z.input<S> {
  const given: Record<string, unknown> = source;
  return Object.fromEntries(
    Object.entries(fieldsOf(schema)).map(([name, field]) => [
      name,
      given[name] ?? emptyValue(field),
    ]),
  ) as z.input<S>;
}

/**
 * The form input a server error's `field` belongs to: its top-level name ("location.zip" →
 * "location"), when `values` (the form's values) has an input of that name.
 */
export function toFormField(values: object, serverField: string | null | undefined) {
  const name = serverField?.split('.')[0];
  return name && Object.hasOwn(values, name) ? name : undefined;
}

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null;

/**
 * A form that chooses a password: `payload`'s fields and confirm_password, which must equal
 * the `password` field ("Passwords do not match" under it, even while other fields are wrong).
 * The parsed form is the payload, without the confirmation.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  payload: z.ZodObject<Shape>,
  password: keyof Shape & string,
) {
  const read = (values: object, name: string): unknown => (values as Record<string, unknown>)[name];
  return payload
    .extend({ confirm_password: z.string() })
    .refine((v) => read(v, password) === read(v, 'confirm_password'), {
      error: MESSAGES.passwordsMismatch,
      path: ['confirm_password'],
      when: (parsed) => isObject(parsed.value),
    })
    .transform((values) => {
      const { confirm_password: _, ...rest } = values as Record<string, unknown>;
      return rest as z.output<z.ZodObject<Shape>>;
    });
}
