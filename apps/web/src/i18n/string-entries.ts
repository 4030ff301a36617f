/** A tree of strings, as the English and Hindi of every screen are written. */
export type StringsTree = { readonly [k: string]: string | StringsTree };

/** Every key of a strings tree with its text: ['header.logout', 'Logout'], … */
export function stringEntries(tree: StringsTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : stringEntries(v, `${prefix}${k}.`),
  );
}
