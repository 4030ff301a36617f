import { company } from './company-info';
import englishText from './terms/en.md?raw';
import hindiText from './terms/hi.md?raw';

/**
 * The terms and conditions (/term), read from their text in each language: terms/en.md and its
 * Hindi, terms/hi.md, which has the same sections, clauses and items (terms-content.test.ts).
 */

/** One numbered clause of the terms, with optional lettered sub-items. */
export interface TermsClause {
  text: string;
  items?: string[];
}

/** One numbered section of the terms. */
export interface TermsSection {
  id: string;
  title: string;
  clauses: TermsClause[];
}

/** The terms in one language: the date they were last changed and their sections. */
export interface Terms {
  lastUpdated: string;
  sections: TermsSection[];
}

/** Company details the text names by `{{key}}` (company-info.ts). */
const details: Record<string, string> = company;

const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (all, key: string) => details[key] ?? all);

/**
 * The terms written as `lastUpdated: …` between `---` lines, then `## Title {#id}` for each section,
 * `1. text` for each of its clauses and `   - text` for each item of a clause. Lines in `<!-- -->`
 * and blank lines are skipped; any other line is an error in the text.
 */
export function readTerms(text: string): Terms {
  const terms: Terms = { lastUpdated: '', sections: [] };
  for (const [n, line] of text.split('\n').entries()) {
    if (!line.trim() || line === '---' || /^<!--.*-->$/.test(line)) continue;
    const section = terms.sections.at(-1);
    const clause = section?.clauses.at(-1);
    const updated = /^lastUpdated: (.+)$/.exec(line);
    const heading = /^## (.+) \{#([\w-]+)\}$/.exec(line);
    const numbered = /^\d+\. (.+)$/.exec(line);
    const item = /^ {3}- (.+)$/.exec(line);
    if (updated) terms.lastUpdated = updated[1]!;
    else if (heading) terms.sections.push({ id: heading[2]!, title: heading[1]!, clauses: [] });
    else if (numbered && section) section.clauses.push({ text: fill(numbered[1]!) });
    else if (item && clause) {
      clause.items ??= [];
      clause.items.push(fill(item[1]!));
    } else throw new Error(`Line ${n + 1} of the terms is not a heading, clause or item: ${line}`);
  }
  return terms;
}

const english = readTerms(englishText);
const hindi = readTerms(hindiText);

export const termsLastUpdated = english.lastUpdated;
export const termsSections = english.sections;
export const termsLastUpdatedHi = hindi.lastUpdated;
export const termsSectionsHi = hindi.sections;
