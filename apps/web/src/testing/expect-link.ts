import { screen, type BoundFunctions, type queries } from '@testing-library/react';
import { expect } from 'vitest';

/** Asserts that `scope` (the screen, or a `within(...)` part of it) has a link `name` to `href`. */
export function expectLink(
  name: string | RegExp,
  href: string,
  scope: Pick<BoundFunctions<typeof queries>, 'getByRole'> = screen,
) {
  expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}
