// DELETE /api/ai/chat (spec §7): the server forgets the signed-in user's conversation (the panel's Clear button).
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const clearConversation = () => apiRequest({ path: '/ai/chat', method: 'DELETE', schema: z.unknown() });
