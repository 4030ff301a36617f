/**
 * Build step (vite.config.ts): how the web app's code is cut into files.
 *
 * Left to itself, Rollup gives every set of screens that shares some modules a file of its own, and
 * every Mantine component brings its own stylesheet: the live room asked for ~58 files. Over HTTP/1.1
 * a browser fetches six at a time, and on a budget phone's link (Chrome's Slow 4G: ~560 ms a round
 * trip) those rounds, not the bytes, were most of the room's load time. So the files follow the
 * product instead:
 *
 * - `react`: React, React DOM and the router; `index`: everything else the entry uses.
 * - `trade`: what the live list and the live room use that only the screens of auction day and the
 *   admin's use (SCREEN_GROUPS); `after`: what only the screens after the auction (sales, seller,
 *   EMD) and the admin's use; `admin`: what only the admin's screens use;
 * - `frame`, `common`, `common-more`: what those screens share with the rest (chunkName), and
 *   `common-after`, `common-more-after` for what of it the list and the room do not use. A file's
 *   modules all run when it loads, and building the zod schemas of forms is most of that: the list
 *   and the room, on a budget phone, run only their own. The list's and the room's strings
 *   (i18n/en-screens.ts) are in `common` too: every screen that loads one loads the other, and as
 *   two files the room's eighth request waited for one of the six connections to come free, then a
 *   round trip, and its code came ~300 ms later (bench/RESULTS.md). The other screens' strings
 *   (en-more.ts, which the room does not load) are a file of their own, `en-more`;
 * - `room-boot`: the live room's early start (its socket and join, features/live-room/preload-room.ts)
 *   with all it uses beyond the main bundle, small, so the room's data is asked for while the rest
 *   of its code is still on its way. Where the build has the room's own entry (src/room-start.ts,
 *   a live room page's script), `room-boot` is that entry with what it uses, and none of it may be
 *   in the main bundle (nor React): the entry runs as soon as that one file has arrived;
 * - the public pages, login and registration, the screens' strings and Hindi keep a finer split
 *   (a file per set of them that shares code), so the prerendered pages load little.
 *
 * Rollup puts a manual chunk's unnamed dependencies into that chunk (even modules of the main bundle,
 * which would then make the home page load a whole group), so every module Rollup keeps is named
 * here, after working out which modules each entry uses the way Rollup's tree-shaking does: by the
 * names imported, through the index files that only re-export (used()).
 */
import type { ManualChunkMeta } from 'rollup';

/** The group, and file, of the live room's early start and all it uses beyond the main bundle. */
export const ROOM_BOOT = 'room-boot';

/** The live room page's own entry (src/room-start.ts): its file is `room-boot`, which needs no other. */
export const ROOM_START_ENTRY = /[\\/]room-start\.[jt]s$/;

/**
 * The lazily loaded dialogs of the live list and the live room (the terms popup, a bid's
 * confirmation, the transaction password, the catalogue's refusal): with Mantine's Modal and
 * Popover (in `frame`), they are not on the room's first load.
 */
const DIALOGS = 'dialogs';
const DIALOGS_FILES =
  /[\\/](components[\\/](terms-accept-dialog|catalogue-why)|features[\\/]live-room[\\/]room-dialogs)\.tsx?$/;

/** A screen module's path (below src/features/) → the group whose file holds its own code. */
const SCREEN_GROUPS: [RegExp, string][] = [
  // The live room's early start (its socket, its join): fetched beside the room's code, not after.
  [/[\\/]features[\\/]live-room[\\/]preload-room\./, ROOM_BOOT],
  // The dialogs the list and the room may open, fetched when one is first needed (lib/lazy-part.ts).
  [DIALOGS_FILES, DIALOGS],
  [/[\\/]features[\\/](admin-[\w-]+|reports)[\\/]/, 'admin'],
  [/[\\/]features[\\/]emd[\\/]admin-/, 'admin'],
  [/[\\/]features[\\/]live-room[\\/]admin-/, 'admin'],
  [/[\\/]features[\\/](auctions|live-room)[\\/]/, 'trade'],
  [/[\\/]features[\\/](seller|sales|emd)[\\/]/, 'after'],
  // A lot's star, which the room fetches when idle: a small file of its own, not the screens' after it.
  [/[\\/]components[\\/]watchlist[\\/]watch-star\./, 'watch-star'],
  // My Watchlist and the lists' lot search: member screens beside the sales, off the room's first load.
  [/[\\/](features|components)[\\/]watchlist[\\/]/, 'after'],
];

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** Lazily loaded parts that are not screens, in one group: Hindi (strings, messages, font, dates). */
const OTHER_GROUPS: [RegExp, string][] = [
  [/[\\/]i18n[\\/](hi|devanagari-font)\.|message-catalogue|[\\/]dayjs[\\/]locale[\\/]/, 'hi'],
];

/** The group of a lazily loaded module: its screens' group, else its package's or file's name. */
export function groupOf(id: string): string {
  const screen = [...SCREEN_GROUPS, ...OTHER_GROUPS].find(([pattern]) => pattern.test(id))?.[1];
  if (screen) return screen;
  const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
  if (pkg) return pkg.replace(/^@/, '').replace(/[\\/]/g, '-');
  return (/([^\\/]+?)(\.[^.\\/]*)?$/.exec(id)?.[1] ?? 'lazy').replace(/[^\w-]/g, '');
}

type Info = NonNullable<ReturnType<ManualChunkMeta['getModuleInfo']>>;
// biome-ignore lint/suspicious/noExplicitAny: syntax tree nodes of every kind, read by their fields
type Node = { type: string; [key: string]: any };

/** A name imported from a module; `members`: the only properties read off it, where it is a namespace. */
interface Use {
  name: string;
  members: string[] | null;
}

/** What a module imports (by target module and names) and re-exports, from its syntax tree. */
interface Links {
  imports: { target: string; names: Use[] | '*' }[];
  local: Set<string>;
  reexports: Map<string, { target: string; name: string }>;
  stars: string[];
}

/**
 * For each name of the module that is only ever read as `name.property`, those properties (Rollup
 * includes only those of a namespace such as `z` in `z.object(…)`); names used otherwise are absent.
 */
function membersRead(body: Node[]): Map<string, string[]> {
  const props = new Map<string, Set<string>>();
  const bare = new Set<string>();
  const visit = (node: unknown, parentKey: string, parent: Node | null) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parentKey, parent);
      return;
    }
    const n = node as Node;
    if (
      n.type === 'MemberExpression' &&
      n.object?.type === 'Identifier' &&
      !n.computed &&
      n.property?.type === 'Identifier'
    ) {
      const set = props.get(n.object.name) ?? new Set<string>();
      set.add(n.property.name);
      props.set(n.object.name, set);
      return;
    }
    if (n.type === 'Identifier') {
      const declaringImport =
        (parentKey === 'local' || parentKey === 'imported') && /^Import/.test(parent?.type ?? '');
      const propertyName =
        parentKey === 'property' || (parentKey === 'key' && parent?.type === 'Property' && !parent.shorthand);
      if (!declaringImport && !propertyName) bare.add(n.name);
      return;
    }
    for (const [key, child] of Object.entries(n))
      if (key !== 'type' && child && typeof child === 'object') visit(child, key, n);
  };
  visit(body, 'body', null);
  const out = new Map<string, string[]>();
  for (const [name, set] of props) if (!bare.has(name)) out.set(name, [...set]);
  return out;
}

/**
 * A module's links. Rollup lists a module's imported ids in the order of their first `import` or
 * `export … from` in the code, so the n-th distinct source is the n-th id; where the counts differ,
 * every import counts as using the whole module (more in the main bundle, never less).
 */
function linksOf(info: Info): Links {
  const links: Links = { imports: [], local: new Set(), reexports: new Map(), stars: [] };
  const body: Node[] = (info.ast as unknown as { body?: Node[] } | null)?.body ?? [];
  const sources: string[] = [];
  for (const node of body) {
    const source = node.source?.value;
    if (typeof source === 'string' && !sources.includes(source)) sources.push(source);
  }
  const exact = sources.length === info.importedIds.length;
  const idOf = (source: string) => info.importedIds[sources.indexOf(source)]!;
  if (!exact) {
    for (const target of info.importedIds) links.imports.push({ target, names: '*' });
  }
  const nameOf = (n: Node | undefined) => (n?.type === 'Literal' ? String(n.value) : (n?.name as string));
  // `import { a } from './x'; export { a }` is a re-export too (Mantine's index files are written so).
  const bindings = new Map<string, { target: string; name: string }>();
  for (const node of body) {
    if (node.type !== 'ImportDeclaration' || !exact) continue;
    for (const x of (node.specifiers ?? []) as Node[]) {
      const name =
        x.type === 'ImportNamespaceSpecifier'
          ? '*'
          : x.type === 'ImportDefaultSpecifier'
            ? 'default'
            : nameOf(x.imported);
      bindings.set(x.local.name, { target: idOf(node.source.value), name });
    }
  }
  const members = membersRead(body);
  for (const node of body) {
    const source: string | undefined = node.source?.value;
    if (node.type === 'ImportDeclaration' && source && exact) {
      const specs: Node[] = node.specifiers ?? [];
      const names = specs.map((x) => ({
        name:
          x.type === 'ImportNamespaceSpecifier'
            ? '*'
            : x.type === 'ImportDefaultSpecifier'
              ? 'default'
              : nameOf(x.imported),
        members: members.get(x.local.name) ?? null,
      }));
      links.imports.push({ target: idOf(source), names: specs.length === 0 ? '*' : names });
    } else if (node.type === 'ExportAllDeclaration' && source) {
      if (node.exported)
        links.reexports.set(nameOf(node.exported), { target: exact ? idOf(source) : '', name: '*' });
      else if (exact) links.stars.push(idOf(source));
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const x of (node.specifiers ?? []) as Node[]) {
        if (source && exact)
          links.reexports.set(nameOf(x.exported), { target: idOf(source), name: nameOf(x.local) });
        else {
          const binding = exact ? bindings.get(nameOf(x.local)) : undefined;
          if (binding) links.reexports.set(nameOf(x.exported), binding);
          else links.local.add(nameOf(x.exported));
        }
      }
      const d: Node | undefined = node.declaration;
      if (d?.id) links.local.add(d.id.name);
      for (const v of (d?.declarations ?? []) as Node[])
        if (v.id?.type === 'Identifier') links.local.add(v.id.name);
    } else if (node.type === 'ExportDefaultDeclaration') links.local.add('default');
  }
  return links;
}

/**
 * The modules a set of starting modules uses, following only the names each module imports (through
 * re-exporting index files such as `@mantine/core`'s, and only the properties read off a namespace
 * such as zod's `z`), as Rollup's tree-shaking does; `stop` are modules not to enter.
 */
function used(
  starts: string[],
  meta: ManualChunkMeta,
  linksOfId: (id: string) => Links | null,
  stop: Set<string>,
) {
  const out = new Set<string>();
  const namespaces = new Set<string>();
  /** A module whose code is kept: its own imports are followed. */
  const queue: string[] = [...starts];
  const markModule = (id: string) => {
    if (!out.has(id) && !stop.has(id)) queue.push(id);
  };
  /** A module whose every export is read (a namespace passed around whole). */
  const markNamespace = (id: string) => {
    if (namespaces.has(id) || stop.has(id)) return;
    namespaces.add(id);
    markModule(id);
    const links = linksOfId(id);
    for (const re of links?.reexports.values() ?? []) {
      if (re.name === '*') markNamespace(re.target);
      else resolve(re.target, { name: re.name, members: null }, new Set());
    }
    for (const star of links?.stars ?? []) markNamespace(star);
  };
  /**
   * Marks the module that defines what `id` exports as `use.name` (or every module on the way, where
   * one has side effects); false where `id` does not export it.
   */
  const resolve = (id: string, use: Use, seen: Set<string>): boolean => {
    if (seen.has(id) || !id) return false;
    seen.add(id);
    const links = linksOfId(id);
    if (!links || meta.getModuleInfo(id)?.moduleSideEffects === true) {
      markModule(id);
      if (!links) return true;
    }
    if (use.name === '*') {
      if (use.members) for (const m of use.members) resolve(id, { name: m, members: null }, new Set());
      else markNamespace(id);
      return true;
    }
    if (links.local.has(use.name)) {
      markModule(id);
      return true;
    }
    const re = links.reexports.get(use.name);
    if (re) {
      if (re.name === '*') resolve(re.target, { name: '*', members: use.members }, new Set());
      else if (!resolve(re.target, { name: re.name, members: use.members }, seen)) markModule(re.target);
      return true;
    }
    for (const star of links.stars) if (resolve(star, use, seen)) return true;
    return false;
  };
  for (const id of queue) {
    if (out.has(id) || stop.has(id)) continue;
    out.add(id);
    const links = linksOfId(id);
    if (!links) continue;
    for (const imp of links.imports) {
      if (imp.names === '*') markModule(imp.target);
      else for (const use of imp.names) if (!resolve(imp.target, use, new Set())) markModule(imp.target);
    }
  }
  return out;
}

/** The screens of auction day, and the lazily loaded parts of the frame that every page loads. */
const TRADE = new Set(['trade', 'after', 'admin', DIALOGS]);
const FRAME = new Set(['mobile-menu', 'nav-dropdown', 'lazy-hosts']);
const AUTH = new Set(['login-page', 'register-page', 'forgot-password-page']);
/** The English of the list and the room (i18n/en-screens.ts), which every lazy screen loads with its code. */
const SCREEN_STRINGS = 'en-screens';
/** The groups the live list and the live room load: their screens' own, and the screens' strings. */
const LIVE = new Set(['trade', SCREEN_STRINGS]);

/**
 * The file of a module used by these groups: a group's own; code the screens of auction day and the
 * admin's share goes with the list and the room (`trade`) where they use it, else in `after`; what
 * the frame (menus, dialogs, toasts: on every page, after its first paint) shares with screens, in
 * `frame`, and the little of it the list and the room use themselves (inputs, a scroll area) in
 * `frame-live`, so that they need not wait for the dialogs' and menus' code; what those screens share with login or registration (forms, zod), in `common`, and with
 * other pages, in `common-more`, each with an `-after` file for what the list and the room do not
 * use; else a file for exactly that set of groups (the public pages keep Rollup's finer split).
 */
export function chunkName(groups: Set<string>): string {
  const all = [...groups].sort();
  if (all.length === 1) return all[0] === SCREEN_STRINGS ? 'common' : all[0]!;
  if (groups.has(ROOM_BOOT)) return ROOM_BOOT;
  const live = all.some((g) => LIVE.has(g));
  // The dialogs are fetched on the list and in the room: what they share goes into their own file or
  // one the room loads anyway, never into the files of the screens after the auction.
  const dialogs = groups.has(DIALOGS);
  if (all.every((g) => TRADE.has(g))) return live ? 'trade' : dialogs ? DIALOGS : 'after';
  if (all.some((g) => FRAME.has(g))) return live ? 'frame-live' : 'frame';
  if (all.some((g) => TRADE.has(g))) {
    const file = all.some((g) => AUTH.has(g)) ? 'common' : 'common-more';
    return live || dialogs ? file : `${file}-after`;
  }
  return all.join('+');
}

/** The `output.manualChunks` of the client build. */
export function screenChunks() {
  let chunkOf: Map<string, string> | undefined;

  function plan(meta: ManualChunkMeta): Map<string, string> {
    const { getModuleIds, getModuleInfo } = meta;
    const ids = [...getModuleIds()];
    const cache = new Map<string, Links | null>();
    const linksOfId = (id: string) => {
      if (!cache.has(id)) {
        const info = getModuleInfo(id);
        cache.set(id, info && !info.isExternal ? linksOf(info) : null);
      }
      return cache.get(id)!;
    };
    const included = (id: string) => getModuleInfo(id)?.isIncluded === true;
    const entries = ids.filter((id) => getModuleInfo(id)?.isEntry);
    const roomStart = entries.filter((id) => ROOM_START_ENTRY.test(id));
    // What the entry uses is the main bundle.
    const main = used(
      entries.filter((id) => !ROOM_START_ENTRY.test(id)),
      meta,
      linksOfId,
      new Set(),
    );
    // The live room page's own entry and what it uses: one file, the page's only request for it.
    const boot = used(roomStart, meta, linksOfId, new Set());
    for (const id of boot) {
      if (main.has(id) || REACT.test(id))
        throw new Error(
          `${id} is used by the live room's early start and by the main bundle: the early start would wait for the main bundle`,
        );
    }
    const stop = new Set([...main, ...boot]);
    // Each lazily loaded module and what it uses beyond the main bundle, by group.
    const groups = new Map<string, Set<string>>();
    for (const id of ids) {
      const info = getModuleInfo(id);
      if (!info || stop.has(id) || info.dynamicImporters.length === 0) continue;
      const group = groupOf(id);
      for (const m of used([id], meta, linksOfId, stop)) {
        const set = groups.get(m) ?? new Set<string>();
        set.add(group);
        groups.set(m, set);
      }
    }
    const out = new Map<string, string>();
    for (const id of ids) {
      if (!included(id)) continue;
      if (REACT.test(id)) out.set(id, 'react');
      else if (main.has(id)) out.set(id, 'index');
      else if (boot.has(id)) out.set(id, ROOM_BOOT);
      else {
        const set = groups.get(id);
        if (set) out.set(id, chunkName(set));
      }
    }
    return out;
  }

  return (id: string, meta: ManualChunkMeta): string | undefined => {
    chunkOf ??= plan(meta);
    return chunkOf.get(id);
  };
}
