// The pre-register mutation of the teaser pages: checks the contact with the server's own schema, then posts it.
// The schema and the API client are a lazy chunk, fetched when the field gets the focus or the form is sent, so the
// page paints without zod (docs/architecture.md "Performance budgets").
import { useMutation } from '@tanstack/react-query';
import type { PreregistrationBody } from '@k3/shared';

const loadPreregistration = () => import('../api/create-preregistration');

/** A contact the server would refuse, found before sending: `required` when empty, `invalid` otherwise. */
export class ContactError extends Error {
  constructor(readonly reason: 'required' | 'invalid') {
    super(`contact ${reason}`);
    this.name = 'ContactError';
  }
}

/** Starts loading the check and the request early; a failure here resurfaces, and is shown, when the form is sent. */
export function preloadPreregistration(): void {
  loadPreregistration().catch(() => undefined);
}

export const useCreatePreregistration = () =>
  useMutation({
    mutationFn: async (input: { page: PreregistrationBody['page']; contact: string }) => {
      const { parsePreregistration, createPreregistration } = await loadPreregistration();
      const body = parsePreregistration(input);
      if (!body) throw new ContactError(input.contact.trim() === '' ? 'required' : 'invalid');
      return createPreregistration(body);
    },
  });
