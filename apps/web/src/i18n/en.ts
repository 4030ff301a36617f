import { frameEn } from '../app/layout/strings';
import { bellEn } from '../features/notifications/bell-strings';
import { homeEn } from '../features/public/home-strings';
import type { enMore } from './en-more';
import type { enScreens } from './en-screens';

/**
 * The English strings of the home page and the frame of every page — header, menus, footer, event
 * lists — gathered from the files beside their code (app/layout/strings.ts,
 * features/public/home-strings.ts). The other screens' English is gathered in en-screens.ts and
 * en-more.ts, loaded with those screens. Every key needs its Hindi beside it (a type error
 * otherwise); the e2e tests read these texts.
 */
export const en = {
  ...frameEn,
  ...homeEn,
  ...bellEn,
} as const;

/** Every English key: the home page's and the other screens'. */
export type AllEnglish = typeof en & typeof enScreens & typeof enMore;

/** The shape every language's strings have: the English keys, any text. */
export type Strings<T = AllEnglish> = {
  readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]>;
};
