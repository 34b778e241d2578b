// The Agent K chat contract (issue 12 §1; spec §3 "Chat message: id, sender (user or agent), message. Stored chat:
// sharable flag and messages", "Feedback report", "Share data"; §7 `/ai/chat`, `/ai/chat/share`,
// `/ai/chat/getshare/{id}`, `/ai/report`). docs/agent.md.
import { z } from 'zod';
import { okSchema } from './envelope';
import { LOCALES } from '../constants/locales';
import {
  AI_CONVERSATION_MAX,
  AI_HISTORY_MAX,
  AI_MESSAGE_MAX,
  AI_REPORT_CATEGORIES,
  AI_REPORT_DESCRIPTION_MAX,
  AI_REPORT_DESCRIPTION_MIN,
} from '../constants/agent';

/** Agent answers may be longer than prompts; this bounds what a client can hand back in a history. */
export const AI_ANSWER_MAX = 8000;

export const ChatMessageSchema = z
  .object({
    id: z.string({ error: 'id must be a string' }).min(1).max(64).describe('Client- or server-made id, unique in its chat'),
    sender: z.enum(['user', 'agent'], { error: 'sender must be user or agent' }),
    message: z
      .string({ error: 'message must be a string' })
      .max(AI_ANSWER_MAX, `message must be at most ${AI_ANSWER_MAX} characters`),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

const lang = z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` });

export const AiChatBodySchema = z
  .object({
    message: z
      .string({ error: 'message must be a string' })
      .trim()
      .min(1, 'message must not be empty')
      .max(AI_MESSAGE_MAX, `message must be at most ${AI_MESSAGE_MAX} characters`),
    lang: lang.default('en').describe('The language of the answer'),
    chat_id: z
      .string({ error: 'chat_id must be a string' })
      .max(64, 'chat_id must be at most 64 characters')
      .optional()
      .describe('The conversation the client continues (the `x-chat-id` of its last answer); absent for a new chat'),
    history: z
      .array(ChatMessageSchema, { error: 'history must be an array of chat messages' })
      .max(AI_HISTORY_MAX, `history must hold at most ${AI_HISTORY_MAX} messages`)
      .optional()
      .describe('Sent only on the retry after a 406: the client’s last messages, which seed a new conversation'),
  })
  .meta({ id: 'AiChatBody' });
export type AiChatBody = z.input<typeof AiChatBodySchema>;

/** A visitor's question about K3 (POST /api/ai/visitor-chat, no session; docs/agent.md "Visitors"). */
export const AiVisitorChatBodySchema = z
  .object({
    message: z
      .string({ error: 'message must be a string' })
      .trim()
      .min(1, 'message must not be empty')
      .max(AI_MESSAGE_MAX, `message must be at most ${AI_MESSAGE_MAX} characters`)
      .describe('The question, 1 to 2000 characters once trimmed, in English, French or Spanish'),
    lang: lang.default('en').describe('The language of the answer'),
  })
  .meta({ id: 'AiVisitorChatBody' });
export type AiVisitorChatBody = z.input<typeof AiVisitorChatBodySchema>;

export const AiShareBodySchema = z
  .object({
    chat_history: z
      .array(ChatMessageSchema, { error: 'chat_history must be an array of chat messages' })
      .min(2, 'chat_history must hold a question and an answer')
      .max(AI_CONVERSATION_MAX, `chat_history must hold at most ${AI_CONVERSATION_MAX} messages`),
    lang: lang.optional().describe('Language of the prepared post; en when absent'),
  })
  .meta({ id: 'AiShareBody' });
export type AiShareBody = z.infer<typeof AiShareBodySchema>;

export const TweetDataSchema = z
  .object({
    text: z.string(),
    hashtags: z.array(z.string()).describe('Without the # sign; appended to the text (spec §9)'),
    url: z.string().describe('`{origin}/chat/share#chatID={id}`'),
    extra: z.string().describe('The sharer’s referral link, for a follow-up post or a copy button'),
  })
  .meta({ id: 'TweetData' });
export type TweetData = z.infer<typeof TweetDataSchema>;

export const AiShareSchema = z.object({ id: z.string(), tweetdata: TweetDataSchema }).meta({ id: 'AiShare' });
export type AiShare = z.infer<typeof AiShareSchema>;
export const AiShareResponseSchema = okSchema(AiShareSchema);

export const SharedChatSchema = z
  .object({
    sharable: z.boolean().describe('Always true for a chat that is still shared (a withdrawn one answers 404)'),
    messages: z.array(ChatMessageSchema),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'SharedChat' });
export type SharedChat = z.infer<typeof SharedChatSchema>;
export const SharedChatResponseSchema = okSchema(SharedChatSchema);
export const AiShareWithdrawnResponseSchema = okSchema(
  z.object({ id: z.string(), withdrawnAt: z.iso.datetime() }).meta({ id: 'AiShareWithdrawn' }),
);
export const ShareIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, 'id must be a share id (6–32 letters, digits, _ or -)'),
});

export const MyShareSchema = z
  .object({ id: z.string(), url: z.string(), createdAt: z.iso.datetime(), preview: z.string().describe('The first question') })
  .meta({ id: 'MyChatShare' });
export type MyShare = z.infer<typeof MyShareSchema>;
export const MySharesResponseSchema = okSchema(z.object({ shares: z.array(MyShareSchema) }));

const isReportYear = (year: number) => year >= 2000 && year <= 9999;

export const AiReportBodySchema = z
  .object({
    category: z.enum(AI_REPORT_CATEGORIES, { error: `category must be one of ${AI_REPORT_CATEGORIES.join(', ')}` }),
    description: z
      .string({ error: 'description must be a string' })
      .trim()
      .min(AI_REPORT_DESCRIPTION_MIN, `description must be at least ${AI_REPORT_DESCRIPTION_MIN} characters`)
      .max(AI_REPORT_DESCRIPTION_MAX, `description must be at most ${AI_REPORT_DESCRIPTION_MAX} characters`),
    chat_history: z
      .array(ChatMessageSchema, { error: 'chat_history must be an array of chat messages' })
      .max(AI_CONVERSATION_MAX, `chat_history must hold at most ${AI_CONVERSATION_MAX} messages`),
    route: z.string({ error: 'route must be a string' }).max(300, 'route must be at most 300 characters'),
    page: z.string({ error: 'page must be a string' }).max(100, 'page must be at most 100 characters'),
    date: z.iso
      .datetime({ offset: true, error: 'date must be an ISO date-time' })
      // Year 0000 passes the ISO check but is no PostgreSQL timestamp; a date before 2000 is a broken clock.
      .refine((date) => isReportYear(new Date(date).getUTCFullYear()), 'date must be between the years 2000 and 9999'),
    version: z.string({ error: 'version must be a string' }).max(40, 'version must be at most 40 characters'),
  })
  .meta({ id: 'AiReportBody' });
export type AiReportBody = z.infer<typeof AiReportBodySchema>;
export const AiReportResponseSchema = okSchema(
  z
    .object({ report: z.object({ id: z.string().describe('Shown to the user in the report success dialog') }) })
    .meta({ id: 'AiReport' }),
);
