import type { Locator, Page } from 'playwright-core';
import { istParts } from './ist';

/**
 * The admin's forms driven as a person does (Mantine selects, the IST date-time pickers), and the
 * event and sub-event set-up the browser stories share.
 */

/** Waits for a toast with this text. */
export async function toast(page: Page, text: string) {
  await page
    .locator('.mantine-Notification-root')
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout: 15_000 });
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Sets an IST date-time picker (SPEC §9 month/day/year h:mm am/pm) through its calendar and time fields. */
export async function pickDateTime(scope: Page | Locator, page: Page, label: string, at: Date | number) {
  const t = istParts(at);
  await scope.getByRole('button', { name: label, exact: true }).click();
  const dropdown = page
    .locator('.mantine-Popover-dropdown')
    .filter({ has: page.getByLabel('Hours') })
    .last();
  await dropdown.waitFor();
  const day = dropdown.getByRole('button', { name: t.day, exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await dropdown.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  // fill() hands the whole value to the spin inputs at once (typing digit by digit auto-advances).
  await dropdown.getByLabel('Hours').fill(t.hours);
  await dropdown.getByLabel('Minutes').fill(t.minutes);
  await dropdown.getByLabel('AM or PM').selectOption(t.amPm);
  await dropdown.getByRole('button', { name: 'Set date and time' }).click();
  await dropdown.waitFor({ state: 'hidden' });
}

/** Add Event's first fields: a forward, normal auction with a 3-minute auto extension unless told. */
export async function fillEventNames(
  form: Locator,
  page: Page,
  e: { onBehalfOf: string; name: string; title: string; autoExtension?: string },
) {
  await choose(form, page, 'Auction Type', 'Forward Auction');
  await choose(form, page, 'Auction Behaviour', 'Normal Auction');
  await form.getByLabel('On Behalf Of').fill(e.onBehalfOf);
  await form.getByLabel('Auction Name').fill(e.name);
  await form.getByLabel('Title Name').fill(e.title);
  await choose(form, page, 'Auto Extension', e.autoExtension ?? '3 Minute');
}

/** Add Event's times (inspection on the start's day), number of lots, address and terms. */
export async function fillEventSchedule(
  form: Locator,
  page: Page,
  e: { startsAt: Date | number; endsAt: Date | number; totalLots: string; address: string; terms: string },
) {
  await pickDateTime(form, page, 'Event Start', e.startsAt);
  await pickDateTime(form, page, 'Event End', e.endsAt);
  await form.getByRole('button', { name: 'Inspection Date', exact: true }).click();
  await page
    .getByRole('button', { name: istParts(e.startsAt).day, exact: true })
    .last()
    .click();
  await form.getByLabel('Total Lots').fill(e.totalLots);
  await form.getByLabel('Address').fill(e.address);
  await form.getByLabel('Terms and Conditions').fill(e.terms);
}

/** Add Sub Event's fields (the event already chosen); the bid basis and the owner only when given. */
export async function fillSubEvent(
  form: Locator,
  page: Page,
  s: {
    name: string;
    location: string;
    type: RegExp;
    bidBasis?: string;
    quantity: string;
    unit: string;
    serialNo: string;
    startValue: string;
    step: string;
    owner?: RegExp;
    rule: string;
    specification: string;
  },
) {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(s.name);
  await form.getByLabel('Location').fill(s.location);
  await choose(form, page, 'Sub-Event Type', s.type);
  if (s.bidBasis) await choose(form, page, 'Bid is for', s.bidBasis);
  await form.getByLabel('Quantity / Types of Trunk').fill(s.quantity);
  await form.getByLabel('Unit').fill(s.unit);
  await form.getByLabel('Serial No').fill(s.serialNo);
  await form.getByLabel('Start Value (₹)').fill(s.startValue);
  await form.getByLabel('Increment / Decrement (₹)').fill(s.step);
  if (s.owner) await choose(form, page, 'Owner (seller)', s.owner);
  await form.getByLabel('Rule').fill(s.rule);
  await form.getByLabel('Specification').fill(s.specification);
}
