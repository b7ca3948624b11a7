// Server errors name payload fields (snake_case, SPEC §3); forms name their inputs in
// camelCase. A field map joins the two so a server error shows under the right input (SPEC §5).

export type FieldMap<Payload, Form> = { readonly [K in keyof Payload]-?: keyof Form & string };

/** The form input a server error's `field` belongs to, or undefined when none matches. */
export function toFormField<Field extends string>(
  map: Readonly<Record<string, Field>>,
  serverField: string | null | undefined,
): Field | undefined {
  if (!serverField) return undefined;
  // Nested paths ("location.zip") belong to their top-level field.
  const top = serverField.split('.')[0] ?? serverField;
  return Object.hasOwn(map, top) ? map[top] : undefined;
}
