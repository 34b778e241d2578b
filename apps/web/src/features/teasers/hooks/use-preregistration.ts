// The pre-register form's check and request for the teaser pages. The schema, its resolver and the API client are a
// lazy chunk, fetched when the field gets the focus or the form is sent, so the page paints without zod
// (docs/architecture.md "Performance budgets"); the form itself is react-hook-form like every other (docs/forms.md).
import { useMutation } from '@tanstack/react-query';
import type { Resolver } from 'react-hook-form';
import type { PreregistrationBody } from '@k3/shared';

const loadPreregistration = () => import('../api/create-preregistration');

export interface PreregistrationValues {
  page: PreregistrationBody['page'];
  contact: string;
}

/** Starts loading the check and the request early; a failure here resurfaces, and is shown, when the form is sent. */
export function preloadPreregistration(): void {
  loadPreregistration().catch(() => undefined);
}

/**
 * The server's schema as the form's resolver, loaded on first use. When the chunk cannot be loaded the form gets a
 * root error (shown as the generic failure) instead of an unhandled rejection.
 */
export const lazyPreregistrationResolver: Resolver<PreregistrationValues, unknown, PreregistrationBody> = async (
  values,
  context,
  options,
) => {
  try {
    const { preregistrationResolver } = await loadPreregistration();
    return await preregistrationResolver(values, context, options);
  } catch {
    return { values: {}, errors: { root: { type: 'unavailable', message: '' } } };
  }
};

export const useCreatePreregistration = () =>
  useMutation({
    mutationFn: async (body: PreregistrationBody) => {
      const { createPreregistration } = await loadPreregistration();
      return createPreregistration(body);
    },
  });
