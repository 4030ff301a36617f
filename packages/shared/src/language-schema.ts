import { z } from 'zod';
import { CHOOSE_LANGUAGE_MESSAGE, LANGUAGES } from './language';

/**
 * `set_language` on the socket: the language of the socket's acknowledgements and refusals from now
 * on (API.md "Conventions"), for a member who switches language while connected; the handshake's
 * `auth.language` sets it at the start.
 */
export const setLanguageSchema = z.object(
  { language: z.enum(LANGUAGES, { error: CHOOSE_LANGUAGE_MESSAGE }) },
  { error: CHOOSE_LANGUAGE_MESSAGE },
);
