/**
 * Building blocks of the response schemas (API.md "Conventions"): what the server answers, so the
 * web app can parse an answer instead of trusting its shape. Written with `zod/mini`, whose
 * functions tree-shake, so a page that parses one small answer does not carry all of zod.
 */
import * as z from 'zod/mini';

/** `{ success: true, message? }`: the answer of a call whose only news is that it worked. */
export const okResponseSchema = z.object({ success: z.literal(true), message: z.optional(z.string()) });
export type OkResponse = z.output<typeof okResponseSchema>;

/** `{ success: true, data: T[] }`: the answer of a list call. */
export const listResponseSchema = <T extends z.core.$ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item) });

/** `{ success: true, data: T }`: the answer of a call that returns one thing. */
export const dataResponseSchema = <T extends z.core.$ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/**
 * True only when A and B are the same type. `true satisfies Same<z.output<typeof s>, Interface>`
 * keeps a response schema and the shared interface it parses into in step at compile time.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `{ success: true, message }`: the answer of a call whose message is shown to the user. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.output<typeof messageResponseSchema>;
