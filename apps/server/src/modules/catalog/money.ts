/** Whole rupees (API) → paise (database); STYLE.md: money is an integer of paise. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Paise (database) → rupees (API). */
export const toRupees = (paise: number): number => paise / 100;
