import { z } from 'zod';
import { messages } from './messages';

/** C0 control characters no text may hold: PostgreSQL refuses NUL, and none of them shows on a screen. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** Tab, line feed and carriage return: kept in multi-line fields (text areas) only. */
const LINE = /[\t\n\r]/;

/**
 * What is wrong with `value` as the text of a field, or null. Around a one-line
 * value, tabs and line breaks are let be: the field's trim() removes them.
 */
export function textProblem(value: string, multiLine = false): string | null {
  if (CONTROL.test(value)) return messages.controlCharacter;
  if (!multiLine && LINE.test(value.trim())) return messages.lineBreakInOneLine;
  return null;
}

/** Options of a text field: the message when it is not a string, and whether it is a text area. */
export interface TextFieldOptions {
  /** The message, or a function of the refused input (missing and malformed told apart). */
  error?: string | ((issue: { input?: unknown }) => string);
  multiLine?: boolean;
}

/**
 * Every text field of the shared schemas starts here rather than at z.string(),
 * so the control-character rule holds once for all forms and socket payloads:
 * a 400 naming the problem instead of a 500 from the database.
 */
export const textField = (opts: TextFieldOptions = {}) =>
  z.string(opts.error === undefined ? undefined : { error: opts.error }).check((ctx) => {
    const problem = textProblem(ctx.value, opts.multiLine);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
