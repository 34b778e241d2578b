// POST /api/preregistrations: stores an email or wallet address for a teaser page (spec §1 "Gem Detector and
// Harpoon … teaser or pre-register pages"). Idempotent: `created` is false when the contact was already listed.
import { useMutation } from '@tanstack/react-query';
import { PreregistrationSchema, type PreregistrationBody } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';

export const createPreregistration = (body: PreregistrationBody) =>
  apiRequest({ path: '/preregistrations', method: 'POST', body, schema: PreregistrationSchema });

export const useCreatePreregistration = () => useMutation({ mutationFn: createPreregistration });
