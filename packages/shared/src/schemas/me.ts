// The signed-in user's contract (spec §3 "User", §7 "/me", "/me/general", "/me/validate-email", "/me/validate").
import { z } from 'zod';
import { okSchema } from './envelope';
import { EMAIL_CODE_PATTERN, USERNAME_PATTERN, USERNAME_RULE } from '../constants/auth';
import { PLAN_IDS } from '../constants/plans';

/** Where the user stands among the plans (spec §6, §9): the pricing page marks the plan and the KRL to the next one. */
export const PlanStatusSchema = z
  .object({
    id: z.enum(PLAN_IDS).describe('The plan the KRL that counts reaches (boost applied)'),
    krl: z.number().describe('KRL that counts toward the plan: the sign-in wallet, proven wallets and exchange accounts'),
    next: z
      .object({
        id: z.enum(PLAN_IDS),
        missingKrl: z.number().describe('More KRL (in wallets that count) needed to reach it, boost applied'),
      })
      .nullable()
      .describe('The next plan up; null at the top plan'),
  })
  .meta({ id: 'PlanStatus' });
export type PlanStatus = z.infer<typeof PlanStatusSchema>;

export const UserSchema = z
  .object({
    id: z.string().describe('Wallet address (EIP-55 for EVM, base58 for Solana)'),
    general: z.object({
      username: z.string().describe('Defaults to the wallet address'),
      email: z.string().nullable(),
      isEmailValidated: z.boolean(),
    }),
    system: z.object({
      nft: z.string().nullable(),
      xp: z.number().int(),
      listNfts: z.array(z.string()),
      krls: z.number(),
      lastShare: z.string().nullable(),
    }),
    levelInfo: z.object({ level: z.number().int(), xp: z.number().int(), fullXp: z.number().int(), next: z.number().int() }),
    chat: z
      .object({
        kredits: z.number().int().describe('Kredits left: one per Agent K prompt (this period’s refill already counted)'),
        max: z.number().int().describe('The plan’s prompts per period (spec §9); CHAT_KREDITS_MAX under the 1 KRL minimum'),
        refillAt: z.iso.datetime().describe('When the next period starts and kredits are topped up to `max` (UTC month)'),
        eligible: z.boolean().describe('Holds the 1 KRL minimum for AI (spec §6, §9): false → prompts answer 402 krl_required'),
      })
      .meta({ id: 'ChatKredits' }),
    ref: z.object({ link: z.string() }),
    krl: z.number().describe('KRL held across all portfolios, watch-only wallets included (the coin table’s KRL)'),
    plan: PlanStatusSchema,
    fullQuests: z.array(z.object({ id: z.string() }).loose()),
    portfolio: z.object({ wallets: z.array(z.object({ address: z.string() }).loose()) }),
    boosted: z.boolean(),
    isAdmin: z.boolean().describe('Opens the admin console (role admin or a wallet in ADMIN_WALLETS)'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;
export const UserResponseSchema = okSchema(UserSchema);

export const UsernameSchema = z.string().trim().regex(USERNAME_PATTERN, USERNAME_RULE);

export const GeneralBodySchema = z.object({ username: UsernameSchema }).meta({ id: 'GeneralBody' });
export type GeneralBody = z.infer<typeof GeneralBodySchema>;

export const EmailSchema = z.string().trim().max(254).pipe(z.email('email must be an email address'));

export const ValidateEmailBodySchema = z
  .object({
    email: EmailSchema,
    page: z
      .string()
      .max(64)
      .describe(
        'Page the request came from (`/account`, or its id `account`); the email links back to it when it is one of the app’s pages without parameters, otherwise to /account',
      ),
  })
  .meta({ id: 'ValidateEmailBody' });
export type ValidateEmailBody = z.infer<typeof ValidateEmailBodySchema>;
export const ValidateEmailResponseSchema = okSchema(
  z
    .object({
      sent: z.literal(true),
      demoInbox: z
        .literal(true)
        .optional()
        .describe('Present in demo mode without SMTP: no email left the server, the message is in GET /api/me/demo-inbox'),
    })
    .meta({ id: 'ValidateEmailSent' }),
);

/** The last message mailed to the signed-in user, kept in demo mode only (docs/auth.md "Demo inbox"). */
export const DemoInboxMessageSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    sentAt: z.iso.datetime(),
  })
  .meta({ id: 'DemoInboxMessage' });
export type DemoInboxMessage = z.infer<typeof DemoInboxMessageSchema>;
export const DemoInboxResponseSchema = okSchema(
  z.object({ message: DemoInboxMessageSchema.nullable().describe('null until a message was sent') }).meta({ id: 'DemoInbox' }),
);

export const ValidateQuerySchema = z.object({
  code: z.string().max(16).regex(EMAIL_CODE_PATTERN, 'code must be 6 digits'),
});
export const ValidatedEmailResponseSchema = okSchema(
  z.object({ email: z.string(), boosted: z.boolean() }).meta({ id: 'ValidatedEmail' }),
);

export const SessionKindSchema = z.enum(['wallet', 'phone']);
export const SessionSchema = z
  .object({
    id: z.uuid(),
    kind: SessionKindSchema,
    device: z.string(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    current: z.boolean().describe('The session making this request'),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof SessionSchema>;
export const SessionsResponseSchema = okSchema(z.array(SessionSchema));
export const SessionParamsSchema = z.object({ id: z.uuid() });
