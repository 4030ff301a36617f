import { setIstDisplayLanguage } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import { useSyncExternalStore } from 'react';
import { type AllEnglish, en } from './en';
import type { StringsTree } from './string-entries';

/**
 * The web app's languages (API.md "Conventions"). English is bundled (SPEC's exact texts); Hindi — the screens'
 * strings, the server-message catalogue for messages the app makes itself, and the Devanagari web
 * font — is fetched only when chosen, so the English home page carries none of it.
 *
 * The lookup is this small module rather than i18next + react-i18next: those two put 13 KiB of
 * gzipped JavaScript on the home page (measured 213 KiB against its 200 KiB budget), for features
 * (plurals, namespaces, backends) the screens do not use. Keys are typed from the English strings.
 */
const STORAGE_KEY = 'language';

/** Every key of the strings: 'header.logout', 'home.slides.s1.title'… */
type KeysOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : KeysOf<T[K], `${P}${K}.`>;
}[keyof T & string];
export type Key = KeysOf<AllEnglish>;
/** Values put into a string's `{{name}}` places; `defaultValue` for a key the strings lack. */
export type Vars = Record<string, string | number> & { defaultValue?: string };
export type TFunction = (key: Key, vars?: Vars) => string;

let language: Language = 'en';
/** English of the home page; the other screens' English joins it when the first of them loads. */
let english: StringsTree = en;
let strings: StringsTree = english;
let translateMessage: ((message: string) => string) | null = null;
const listeners = new Set<() => void>();

function lookup(key: string): string | undefined {
  let node: unknown = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The string of `key` in the language shown, its `{{name}}` places filled from `vars`. */
export const t: TFunction = (key, vars) => {
  const text = lookup(key) ?? vars?.defaultValue ?? key;
  if (!vars) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (all, name: string) =>
    name in vars && name !== 'defaultValue' ? String(vars[name]) : all,
  );
};

/** Calls `fn` whenever the strings shown change (a language switch); returns the unsubscribe. */
export const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/** `t` for a component, which renders again when the language changes. */
export function useTranslation(): { t: TFunction; language: Language } {
  // The same on the server: a prerendered screen (prerender.tsx) is English and hydrated only when
  // English is shown (main.tsx).
  const current = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t, language: current };
}

/** The language this browser was switched to, or null when it never was. */
export function chosenLanguage(): Language | null {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return v === 'hi' || v === 'en' ? v : null;
  } catch {
    return null;
  }
}

/** The language the browser remembers, else English. */
export const storedLanguage = (): Language => chosenLanguage() ?? 'en';

/** The language shown now. */
export const currentLanguage = (): Language => language;

/** The language being switched to while its strings load (at start: the remembered one). */
let switchingTo: Language | null = null;

/**
 * The language the server should answer in (API.md "Conventions": acks, refusals, messages): the
 * one shown, or the one about to be. A live room's socket connects while Hindi is still loading
 * (features/live-room/preload-room.ts) and keeps its handshake's language.
 */
export const answerLanguage = (): Language => switchingTo ?? language;

/** Two strings trees as one; a group both have (`lists`) holds the keys of each. */
export function joinStrings(a: StringsTree, b: StringsTree): StringsTree {
  const joined: Record<string, string | StringsTree> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const mine = joined[k];
    joined[k] = typeof v === 'object' && typeof mine === 'object' ? joinStrings(mine, v) : v;
  }
  return joined;
}

/**
 * The strings of the screens, in the two files that load with them (each gathers its screens'
 * strings from beside their code); `live` comes first.
 */
const SCREEN_PARTS = {
  live: () => import('./en-screens').then((m) => m.enScreens),
  more: () => import('./en-more').then((m) => m.enMore),
};
const screenParts: Partial<Record<keyof typeof SCREEN_PARTS, Promise<void>>> = {};

function loadScreenPart(part: keyof typeof SCREEN_PARTS): Promise<void> {
  let loading = screenParts[part];
  if (!loading) {
    loading = SCREEN_PARTS[part]().then((added) => {
      english = joinStrings(english, added);
      if (language === 'en') {
        strings = english;
        for (const l of [...listeners]) l();
      }
    });
    loading.catch(() => {
      delete screenParts[part];
    });
    screenParts[part] = loading;
  }
  return loading;
}

/**
 * Loads the English of the screens the home page does not show; every lazy screen awaits it with its
 * own code (app/routes.tsx), so no screen renders before its strings are there. The live list and
 * the live room ask for theirs only (`'live'`, en-screens.ts): on a budget phone their first load
 * carries none of the other screens' (en-more.ts), which every other screen loads as well.
 */
export function loadScreenStrings(part: 'live' | 'all' = 'all'): Promise<void> {
  const live = loadScreenPart('live');
  return part === 'live' ? live : Promise.all([live, loadScreenPart('more')]).then(() => undefined);
}

let hindi: Promise<StringsTree> | null = null;
function loadHindi(): Promise<StringsTree> {
  hindi ??= Promise.all([
    import('./hi'),
    import('@neelami/shared/message-catalogue'),
    import('./devanagari-font'),
    // The calendars' month and weekday names (Mantine dates take them from dayjs).
    import('dayjs/locale/hi'),
  ]).then(([{ hi }, catalogue]) => {
    translateMessage = (m) => catalogue.translate(m, 'hi');
    return hi;
  });
  hindi.catch(() => {
    hindi = null;
  });
  return hindi;
}

/**
 * Shows the app in `to`: loads Hindi on first use, sets `<html lang>`, the dates' language and
 * remembers the choice in this browser.
 */
export async function setLanguage(to: Language): Promise<void> {
  switchingTo = to;
  try {
    strings = to === 'hi' ? await loadHindi() : english;
  } finally {
    if (switchingTo === to) switchingTo = null;
  }
  language = to;
  setIstDisplayLanguage(to);
  // The build renders screens in each language without a document (prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = to === 'hi' ? 'hi-IN' : 'en-IN';
  try {
    localStorage.setItem(STORAGE_KEY, to);
  } catch {
    // a browser that keeps nothing still switches for this visit
  }
  for (const l of [...listeners]) l();
}

/** At start: the remembered language (Hindi is loaded before the first paint, so nothing flashes). */
export function startLanguage(): Promise<void> {
  return storedLanguage() === 'hi' ? setLanguage('hi').catch(() => setLanguage('en')) : Promise.resolve();
}

/**
 * A message of the shared catalogue (a form's own validation, a fallback text) in the language
 * shown. Messages from the server already come in it (Accept-Language) and are shown as given.
 */
export function tm(message: string): string {
  return language === 'hi' && translateMessage ? translateMessage(message) : message;
}
