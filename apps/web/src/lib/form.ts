import { toNestErrors } from '@hookform/resolvers';
import { localizeIssues } from '@konter/core/validation/index';
import { useCallback, useEffect, useState } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError, isFailure } from './api-error';
import { errorMessage } from './error-message';
import { fieldErrorMessage } from './field-error';
import { currentLocale } from './i18n';
import { onRequestStart } from './request-start';

/**
 * react-hook-form resolver for the shared contract schemas (packages/core/src/contracts). The
 * contracts carry rule keys ('required', 'min:8'); localizeIssues turns them into the spec's texts
 * ("{field} harus diisi") in the current language at validation time.
 */
export function localizedResolver<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const byField = localizeIssues(result.error.issues, currentLocale());
    const flat: Record<string, FieldError> = {};
    for (const [field, messages] of Object.entries(byField)) {
      const message = messages[0];
      if (message) flat[field || 'root'] = { type: 'validation', message };
    }
    return { values: {}, errors: toNestErrors<In>(flat, options) };
  };
}

/**
 * useForm with the localized resolver. Mode 'all' follows the spec's "aggressive" default (validate
 * as the user types and on blur). Visible errors are re-translated when the language changes.
 */
export function useLocalizedForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  props?: Omit<UseFormProps<In, unknown, Out>, 'resolver'>,
): UseFormReturn<In, unknown, Out> {
  const form = useForm<In, unknown, Out>({ mode: 'all', ...props, resolver: localizedResolver(schema) });
  const { i18n } = useTranslation();
  const { trigger, getFieldState } = form;
  const names = Object.keys(form.formState.errors) as Path<In>[];
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the language changes
  useEffect(() => {
    const invalid = names.filter((n) => getFieldState(n).error?.type === 'validation');
    if (invalid.length) void trigger(invalid);
  }, [i18n.language]);
  return form;
}

/** Fields whose errors are shown inline only, never as an alert (spec §5). */
const QUIET_FIELDS = ['product_code', 'productsWithPriceChanges'];

/**
 * Puts a 422 answer's `errors` onto the form's fields (spec §5) and keeps an alert text with the
 * message, unless the errors concern product_code or productsWithPriceChanges. With `failure`, a
 * network failure or a 5xx shows that text as the alert (the screen's own failure message; its
 * mutation says `ownFailures` so no snackbar repeats it). `handle` returns false for errors it
 * leaves to the global handler or the caller.
 */
export function useServerErrors<T extends FieldValues>(form: { setError: UseFormSetError<T> }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const { setError } = form;
  // Spec §4: a new request hides the alert of the previous one.
  useEffect(() => onRequestStart(() => setAlert(null)), []);

  const handle = useCallback(
    (error: unknown, opts: { failure?: string } = {}): boolean => {
      setAlert(null);
      if (opts.failure && isFailure(error)) {
        setAlert(opts.failure);
        return true;
      }
      if (!isApiError(error) || error.status !== 422) return false;
      const fields = error.errors ?? {};
      let first = true;
      for (const [name, list] of Object.entries(fields)) {
        const fieldError = list[0];
        if (!fieldError) continue;
        setError(
          name as Path<T>,
          { type: 'server', message: fieldErrorMessage(t, name, fieldError) },
          { shouldFocus: first },
        );
        first = false;
      }
      const quiet = Object.keys(fields).some((k) =>
        QUIET_FIELDS.some((q) => k === q || k.startsWith(`${q}.`)),
      );
      if (!quiet) setAlert(errorMessage(t, error));
      return true;
    },
    [setError, t],
  );
  return { alert, clearAlert: () => setAlert(null), handle };
}
