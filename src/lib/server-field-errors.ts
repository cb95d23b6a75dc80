import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { getFieldErrors } from './api-errors';

/**
 * Puts a 400's field errors (`errors: { "fees.0.formula": "..." }`) under the form's own
 * fields, so the user sees each message where it belongs. Fields the form does not have are
 * left to the danger alert. Answers how many fields got a message.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
): number => {
  let applied = 0;
  for (const [name, message] of Object.entries(getFieldErrors(error))) {
    // The API names fields by the same dotted paths as react-hook-form.
    const path = name as Path<T>;
    if (form.getValues(path) === undefined) continue;
    form.setError(path, { type: 'server', message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied;
};
