import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getFieldErrors } from '@/lib/api-errors';
import { describeError } from '@/lib/error-message';

export type ServerError = {
  title?: string;
  message: string;
  /** Field messages of the answer that no visible field of the form can show. */
  details: string[];
};

/**
 * A failed call as a form shows it: the message for the danger alert above
 * the form (FormErrorAlert, which takes focus); each field error of a 400 under its field when
 * the form shows that field, in the alert otherwise. Nothing is reset: the user's input stays
 * as typed. Each failure is a new object, so a repeated one is announced and focused again.
 */
export const useServerError = () => {
  const [error, setError] = useState<ServerError | null>(null);

  const clear = useCallback(() => setError(null), []);

  const show = useCallback(
    <T extends FieldValues>(
      failure: unknown,
      form?: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
      fallback?: string,
    ) => {
      const details: string[] = [];
      for (const [name, message] of Object.entries(getFieldErrors(failure))) {
        const field = form?.fields.find((candidate) => candidate === name);
        if (form && field) form.setError(field, { type: 'server', message });
        else details.push(message);
      }
      setError({ ...describeError(failure, fallback), details });
    },
    [],
  );

  /** A message of the app's own (the Google sign-in has one fixed sentence for every failure). */
  const showMessage = useCallback((message: string) => setError({ message, details: [] }), []);

  return { error, show, showMessage, clear };
};

export type ServerErrorState = ReturnType<typeof useServerError>;
