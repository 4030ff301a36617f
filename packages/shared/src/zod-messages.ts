/**
 * The product's words for zod's own checks (API.md "Conventions": a message that says what is
 * wrong, in the request's language). A schema that names no message for a check (`.max(500)`, a
 * payload that is not an object) would otherwise answer zod's English ("Too big: expected string
 * to have <=500 characters"), which the catalogue cannot translate; these messages it can. A
 * schema's own message always wins (zod asks this map only when the schema gave none).
 * Installed once per process by the server (app.ts) and per page by the web app (zod-config.ts).
 */
import { z } from 'zod';
import { messages } from './messages';

/** A value of the wrong shape altogether (a payload that is not an object, a list that is not one). */
export const INVALID_REQUEST = 'Invalid request';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const missing = (input: unknown) => input === undefined || input === null;

/** The message for an issue of zod's own, or undefined to leave zod's. */
export function productMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      switch (issue.expected) {
        case 'string':
          return missing(issue.input) ? messages.fieldRequired : messages.enterText;
        case 'number':
        case 'int':
        case 'bigint':
          return missing(issue.input) ? messages.fieldRequired : messages.enterNumber;
        case 'boolean':
          return messages.chooseYesOrNo;
        default:
          return INVALID_REQUEST;
      }
    case 'too_big':
      return issue.origin === 'string'
        ? `At most ${issue.maximum} characters`
        : issue.inclusive === false
          ? undefined
          : `At most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? messages.fieldRequired : `At least ${issue.minimum} characters`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? undefined : `Must be ${issue.minimum} or more`;
      return undefined;
    case 'invalid_value':
      return messages.chooseFromList;
    default:
      return undefined;
  }
}

/** Makes `productMessage` zod's error map for every schema of this process or page. */
export function installProductMessages(): void {
  z.config({ customError: productMessage });
}
