import { z } from 'zod';
import { isoIstDate } from './ist';
import { messages } from './messages';
import { textField } from './text';

/**
 * The field builders every form and socket payload is made of (API.md
 * "Conventions"): 'This field is required' only for a missing or blank value;
 * a value that is present but malformed is told what is wrong.
 */

/** Missing, null, or a string of nothing but spaces. */
export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The error of a field whose type check failed: `required` when nothing was
 * given, else `malformed`. For zod's `{ error }` option.
 */
export const requiredOr =
  (malformed: string, required: string = messages.fieldRequired) =>
  (issue: { input?: unknown }) =>
    isBlank(issue.input) ? required : malformed;

/** A required, trimmed text field with the SPEC §5 message. */
export const requiredText = (
  max: number,
  opts: { multiLine?: boolean; required?: string; tooLong?: string } = {},
) => {
  const required = opts.required ?? messages.fieldRequired;
  return textField({ error: requiredOr(messages.enterText, required), multiLine: opts.multiLine })
    .trim()
    .min(1, { error: required })
    .max(max, { error: opts.tooLong ?? `At most ${max} characters` });
};

/** An optional, trimmed text field ('' when missing). */
export const optionalText = (max: number, opts: { multiLine?: boolean } = {}) =>
  textField({ error: messages.enterText, multiLine: opts.multiLine })
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional()
    .default('');

const DIGITS = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A required number: a JSON number or a string of digits ("12" → 12), then
 * `rules` (the range, whole or not). Blank → required; anything else that is
 * not a number → `malformed`.
 */
export const numberField = <T extends z.ZodType<unknown, number>>(
  rules: T,
  opts: { malformed?: string; decimals?: boolean } = {},
) => {
  const malformed = opts.malformed ?? (opts.decimals ? messages.enterNumber : messages.enterWholeNumber);
  return z
    .union([z.number(), z.string()], { error: requiredOr(malformed) })
    .transform((v, ctx) => {
      if (typeof v === 'number') return v;
      const s = v.trim();
      if (s === '') ctx.addIssue({ code: 'custom', message: messages.fieldRequired });
      else if (!(opts.decimals ? DECIMAL : DIGITS).test(s))
        ctx.addIssue({ code: 'custom', message: malformed });
      else return Number(s);
      return z.NEVER;
    })
    .pipe(rules);
};

/** A required whole number in [min, max] ("12" → 12). */
export const wholeNumber = (min: number, max: number, tooSmall = `Must be ${min} or more`) =>
  numberField(
    z
      .number()
      .int({ error: messages.enterWholeNumber })
      .min(min, { error: tooSmall })
      .max(max, { error: `At most ${max}` }),
  );

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date 'YYYY-MM-DD' (no 30 February). */
function isCalendarDate(s: string): boolean {
  const m = YMD.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A required calendar date, stored as 'YYYY-MM-DD': takes that form or an
 * ISO-8601 date-time, whose calendar date in IST it keeps.
 */
export const calendarDate = () =>
  textField({ error: requiredOr(messages.enterDate) }).transform((v, ctx) => {
    const s = v.trim();
    if (s === '') ctx.addIssue({ code: 'custom', message: messages.fieldRequired });
    else if (isCalendarDate(s)) return s;
    else if (isoDateTime.safeParse(s).success) return isoIstDate(new Date(s));
    else ctx.addIssue({ code: 'custom', message: messages.enterDate });
    return z.NEVER;
  });

/** A required instant: an ISO-8601 string with a time zone (the web app sends UTC). */
export const instant = () => z.iso.datetime({ offset: true, error: requiredOr(messages.enterDateTime) });

/** A required id of another record (a UUID), picked from a list. */
export const idRef = () => z.uuid({ error: requiredOr(messages.chooseFromList) });

/** A required choice of `values`. */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  required: string = messages.fieldRequired,
) => z.enum(values, { error: requiredOr(messages.chooseFromList, required) });

/** A required yes/no (a check box). */
export const yesNo = () => z.boolean({ error: requiredOr(messages.chooseYesOrNo) });

/**
 * The body of a command that takes no fields (Admin's offer-next): `{}` or no body at all (Fastify
 * validates a missing body as null), and a field sent is ignored. It accepts no body, so the
 * OpenAPI document says the request body is not required.
 */
export const noFieldsBody = () => z.object({}).nullish().describe('Takes no fields: send {} or no body');
