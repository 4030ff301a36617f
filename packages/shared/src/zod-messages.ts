/**
 * The product's words for zod's own checks (API.md "Conventions": a message that says what is
 * wrong, in the request's language). A schema that names no message for a check (`.max(500)`, a
 * payload that is not an object) would otherwise answer zod's English ("Too big: expected string
 * to have <=500 characters"), which the catalogue cannot translate; these messages it can, for
 * every kind of issue zod raises. A schema's own message always wins (zod asks this map only when
 * the schema gave none).
 * Installed once per process by the server (app.ts) and per page by the web app (zod-config.ts).
 */
import { z } from 'zod';
import { messages } from './messages';

/** A value of the wrong shape altogether (a payload that is not an object, a list that is not one). */
export const INVALID_REQUEST = 'Invalid request';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const missing = (input: unknown) => input === undefined || input === null;

/** How many items a list or set holds, in words that read as a count ("1 item", "3 items"). */
const items = (n: unknown) => `${n} ${Number(n) === 1 ? 'item' : 'items'}`;

/** What a string of a named format should be (zod's `invalid_format`), for a schema that names none. */
function formatMessage(format: string): string {
  switch (format) {
    case 'email':
      return messages.enterEmail;
    case 'url':
      return messages.enterWebAddress;
    case 'date':
      return messages.enterDate;
    case 'datetime':
      return messages.enterDateTime;
    case 'uuid':
    case 'guid':
      return messages.notAnId;
    default:
      // A pattern, a prefix, a suffix, an encoding: the text is not of the form the field takes.
      return messages.notInExpectedForm;
  }
}

/**
 * The message for an issue of zod's own, always one the catalogue has in Hindi (the last case is
 * a check the product does not use: zod's "Invalid input" in the product's words).
 */
export function productMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      switch (issue.expected) {
        case 'string':
          return missing(issue.input) ? messages.fieldRequired : messages.enterText;
        case 'int':
          // 1.5 for a whole number: a number, but not the kind the field takes.
          if (typeof issue.input === 'number' && Number.isFinite(issue.input))
            return messages.enterWholeNumber;
          return missing(issue.input) ? messages.fieldRequired : messages.enterNumber;
        case 'number':
        case 'bigint':
          return missing(issue.input) ? messages.fieldRequired : messages.enterNumber;
        case 'boolean':
          return messages.chooseYesOrNo;
        case 'date':
          return missing(issue.input) ? messages.fieldRequired : messages.enterDate;
        default:
          return INVALID_REQUEST;
      }
    case 'too_big':
      switch (issue.origin) {
        case 'string':
          return `At most ${issue.maximum} characters`;
        case 'array':
        case 'set':
          return `At most ${items(issue.maximum)}`;
        case 'number':
        case 'int':
        case 'bigint':
          return issue.inclusive === false
            ? `Must be less than ${issue.maximum}`
            : `At most ${issue.maximum}`;
        default:
          return messages.invalidInput;
      }
    case 'too_small':
      switch (issue.origin) {
        case 'string':
          return Number(issue.minimum) <= 1 ? messages.fieldRequired : `At least ${issue.minimum} characters`;
        case 'array':
        case 'set':
          return `At least ${items(issue.minimum)}`;
        case 'number':
        case 'int':
        case 'bigint':
          return issue.inclusive === false
            ? `Must be more than ${issue.minimum}`
            : `Must be ${issue.minimum} or more`;
        default:
          return messages.invalidInput;
      }
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? messages.enterWholeNumber
        : `Must be a multiple of ${issue.divisor}`;
    case 'invalid_format':
      return formatMessage(issue.format);
    case 'invalid_value':
      return messages.chooseFromList;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'Unknown field' : 'Unknown fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return INVALID_REQUEST;
    default:
      return messages.invalidInput;
  }
}

/** Makes `productMessage` zod's error map for every schema of this process or page. */
export function installProductMessages(): void {
  z.config({ customError: productMessage });
}
