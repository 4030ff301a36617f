import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lotInputSchema } from './catalog';
import { contactInputSchema } from './contact';
import { messages } from './messages';
import { registrationSchema } from './registration';
import { textProblem } from './text';

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i));
const LINE = ['\t', '\n', '\r'];

/** The field errors of a failed parse, as the API sends them: first message per field. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('control characters in text fields', () => {
  it('refuses every C0 control in a one-line text, and all but tab, LF and CR in a multi-line one', () => {
    for (const c of C0) {
      const hex = c.charCodeAt(0).toString(16);
      expect(textProblem(`a${c}b`), hex).not.toBeNull();
      expect(textProblem(`a${c}b`, true), hex).toBe(LINE.includes(c) ? null : messages.controlCharacter);
    }
    expect(textProblem('a\u0000b')).toBe(messages.controlCharacter);
    expect(textProblem('a\nb')).toBe(messages.lineBreakInOneLine);
    // Around a one-line value the field's trim() removes them anyway.
    expect(textProblem('  Rakesh\n')).toBeNull();
    expect(textProblem('नीलामी 𝕹 <b>')).toBeNull();
  });

  const contact = { name: 'Asha', email: 'asha@example.in', subject: 'Lot 7', message: 'Hello' };

  it('names the contact field that holds one, with the message for it', () => {
    for (const field of ['name', 'subject', 'message'] as const) {
      const r = contactInputSchema.safeParse({ ...contact, [field]: 'bad\u0000text' });
      expect(fieldErrors(r)).toEqual({ [field]: messages.controlCharacter });
    }
    expect(fieldErrors(contactInputSchema.safeParse({ ...contact, email: 'a\u0000@b.in' }))).toEqual({
      email: messages.controlCharacter,
    });
    expect(fieldErrors(contactInputSchema.safeParse({ ...contact, subject: 'one\ntwo' }))).toEqual({
      subject: messages.lineBreakInOneLine,
    });
    // The message is a text area: lines and tabs are kept.
    expect(contactInputSchema.parse({ ...contact, message: 'one\r\ntwo\tthree' }).message).toBe(
      'one\r\ntwo\tthree',
    );
  });

  const registration = {
    OrganizationIndividualName: 'Shree Metal Recyclers',
    type: 'Organization',
    role: 'Seller',
    pan: 'AAKCS5678M',
    gst: '27AAKCS5678M1ZF',
    productId: ['Copper Scrap'],
    membertype: 'SILVER MEMBERSHIP',
    email: 'rakesh@shreemetal.in',
    password: 'Recycle#2025',
    firstName: 'Rakesh',
    lastName: 'Agarwal',
    cellNumber: '9822098220',
    addressLine1: 'Gala 7, Kurla Industrial Estate',
    addressLine2: 'Kurla',
    designation: 'Owner',
    category: 'Ferrous',
    seller_admin: 'Mr Shah',
    faxNumber: '022-1234',
    city: 'Mumbai',
    country: 'India',
    currency: 'INR',
    pin: '400070',
    uploadedDocuments: ['/api/upload/files/0123456789abcdef0123456789abcdef.pdf'],
  };

  it('refuses NUL in every text field of the registration, naming the field', () => {
    expect(registrationSchema.safeParse(registration).success).toBe(true);
    const textFields = Object.entries(registration).filter(
      ([k, v]) =>
        typeof v === 'string' &&
        !['type', 'role', 'membertype', 'country', 'currency', 'password'].includes(k),
    );
    expect(textFields.length).toBeGreaterThan(12);
    for (const [field, v] of textFields) {
      // Same length, so a length rule (PAN, GST, PIN) cannot be what answers.
      const bad = `${(v as string).slice(0, -1)}\u0000`;
      const errors = fieldErrors(registrationSchema.safeParse({ ...registration, [field]: bad }));
      expect(errors[field], field).toBe(messages.controlCharacter);
    }
    const list = fieldErrors(registrationSchema.safeParse({ ...registration, productId: ['Copper\u0007'] }));
    expect(list['productId.0']).toBe(messages.controlCharacter);
  });

  it('keeps line breaks in an admin text area (lot description) and refuses them in its name', () => {
    const lot = {
      name: 'HMS',
      description: 'Line one\nLine two',
      quantity: 5,
      unit: 'MT',
      seller: crypto.randomUUID(),
    };
    expect(lotInputSchema.safeParse(lot).success).toBe(true);
    expect(fieldErrors(lotInputSchema.safeParse({ ...lot, name: 'H\nMS' }))).toEqual({
      name: messages.lineBreakInOneLine,
    });
    expect(fieldErrors(lotInputSchema.safeParse({ ...lot, description: 'x\u001by' }))).toEqual({
      description: messages.controlCharacter,
    });
  });

  // The rule lives in textField(); a text field built on a bare z.string() would bypass it.
  it('builds every text field of the shared schemas on textField()', () => {
    const allowed = [
      /token: z\.string\(\)/, // bearer tokens: checked by signature, never stored
      /transactionPassword: z\.string\(\)/, // secrets: hashed, never stored or shown
      /const required = \(message: string\) => z\.string\(/, // passwords (password.ts)
      /\.union\(\[z\.number\(\), z\.string\(\)\]/, // bid amounts: digits only
      /password: z\.string\(/, // the login password: a secret, hashed and never stored as text
      /(clientBidId|otp): z\.string\(|const otp = z\.string\(/, // digits or [A-Za-z0-9_-] only
      /const eventIdSchema = z\.string\(/, // piped into a UUID
      /const dateOnly = z\.string\(/, // YYYY-MM-DD only
      /z\.string\(\)\.refine\(\(u\) => storedNameOf/, // upload names: a strict pattern
      /z\.string\(\{ error: uploadMessages\.noFile \}\)/,
      /\[DEVICE_ID_HEADER\]: z\.string\(\)/, // a device id: only hashed, never stored or shown as sent
    ];
    const dir = import.meta.dirname;
    const offenders: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      // errors.ts and *-responses.ts describe what the server answers, never input.
      // bid-receipts.ts: receipts and chains are hex digests and ids, compared and never stored.
      if (['text.ts', 'errors.ts', 'bid-receipts.ts'].includes(file) || file.endsWith('-responses.ts'))
        continue;
      const src = readFileSync(path.join(dir, file), 'utf8');
      // Join a call split over lines (`z\n  .string(`) so it is seen too.
      const flat = src.replace(/z\s*\n\s*\.string\(/g, 'z.string(');
      for (const line of flat.split('\n'))
        if (line.includes('z.string(') && !allowed.some((a) => a.test(line)))
          offenders.push(`${file}: ${line.trim()}`);
    }
    expect(offenders).toEqual([]);
  });
});
