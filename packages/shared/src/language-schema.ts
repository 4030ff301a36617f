import { z } from 'zod';
import { choice } from './fields';
import { LANGUAGES } from './language';
import { messages } from './messages';

/**
 * `set_language` on the socket: the language of the socket's acknowledgements and refusals from now
 * on (API.md "Conventions"), for a member who switches language while connected; the handshake's
 * `auth.language` sets it at the start.
 */
export const setLanguageSchema = z.object(
  { language: choice(LANGUAGES) },
  { error: messages.chooseFromList },
);
