import { z } from 'zod';
import { ROLES } from '../roles';

export const demoAccountsResponseSchema = z.object({
  accounts: z.array(
    z.object({
      role: z.enum(ROLES),
      email: z.string(),
      password: z.string(),
      name: z.string(),
      /** The demo admin's authenticator key (admins must use two-factor sign-in), else null. */
      authenticatorKey: z.string().nullable(),
      /** The code the key gives now (valid about 30 s), so the demo works without an app. */
      currentCode: z.string().nullable(),
    }),
  ),
});
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponseSchema>;

export const mailboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string().uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.enum(['pending', 'sent', 'captured', 'failed']),
      createdAt: z.string().datetime(),
    }),
  ),
});
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
