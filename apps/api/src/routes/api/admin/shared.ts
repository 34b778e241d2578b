// What every admin route declares in the OpenAPI document: its tag, the bearer scheme and the error bodies.
import { ErrorBodySchema } from '@k3/shared';

export const ADMIN_TAGS = ['admin'];
export const adminSecurity = [{ bearerAuth: [] }];
/** 400 for input naming the field; 403 `forbidden` for visitors and signed-in users who are not admins. */
export const adminErrors = { 400: ErrorBodySchema, 403: ErrorBodySchema };
