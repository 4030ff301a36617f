import { z } from 'zod';
import { messages } from './messages';
import { textField } from './text';

const requiredText = textField({ error: messages.allFieldsRequired })
  .trim()
  .min(1, { error: messages.allFieldsRequired });

/** SPEC §5 "Login: email and password required." */
export const loginInputSchema = z.object({
  email: requiredText.max(254).transform((v) => v.toLowerCase()),
  password: z
    .string({ error: messages.allFieldsRequired })
    .min(1, { error: messages.allFieldsRequired })
    .max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The header the web app sends on login: a random id it keeps in the browser (API.md "Integrity desk"). */
export const DEVICE_ID_HEADER = 'x-device-id';

/** Login's headers: the device id, stored only hashed; anything odd is dropped rather than refused. */
export const loginHeadersSchema = z.looseObject({
  [DEVICE_ID_HEADER]: z
    .string()
    .optional()
    .transform((v) => (v && /^[A-Za-z0-9-]{8,100}$/.test(v) ? v : ''))
    .describe('A random id the browser keeps (localStorage); hashed for the integrity desk'),
});

/** SPEC §8 login failure toast (closes after 3 s). */
export const LOGIN_FAILED_MESSAGE = 'Failed to Login, please try again!';
/** Server answer to wrong credentials (the same for an unknown e-mail: no account enumeration). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
/** Server answer when a token is missing, bad, expired or its session was revoked. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired, please log in again';
