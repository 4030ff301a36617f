import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { chunkName, screenChunks } from './screen-chunks';

/** A tiny app: its modules by path, bundled by Rollup with the web app's chunking. */
async function bundle(
  files: Record<string, string>,
  input: Record<string, string> = { index: '/src/main.ts' },
) {
  const build = await rollup({
    input,
    treeshake: { moduleSideEffects: (id) => !id.includes('/node_modules/') },
    plugins: [
      {
        name: 'files',
        resolveId(source, importer) {
          if (source.startsWith('/')) return source;
          if (source.startsWith('./')) return new URL(source, `file://${importer}`).pathname;
          return `/node_modules/${source}/index.js`;
        },
        load: (id) => files[id] ?? null,
      },
    ],
  });
  const { output } = await build.generate({ manualChunks: screenChunks(), chunkFileNames: '[name].js' });
  const chunks = output.filter((o) => o.type === 'chunk');
  const chunkOf = (id: string) =>
    chunks.find((c) => c.moduleIds.includes(id) && c.modules[id]!.renderedLength > 0)?.name;
  return { chunks, chunkOf, byName: (name: string) => chunks.find((c) => c.name === name) };
}

// A component library with an index file that imports and re-exports (as Mantine's does), a
// validation library used as a namespace (as zod's `z`), the app's entry and its screens: the live
// room, login, a sales page and an admin page.
const APP = {
  '/node_modules/ui/index.js': `import { Button } from './button.js'; import { Table } from './table.js';
    import { Modal } from './modal.js'; export { Button, Table, Modal };`,
  '/node_modules/ui/button.js': `export const Button = () => 'button';`,
  '/node_modules/ui/table.js': `export const Table = () => 'table';`,
  '/node_modules/ui/modal.js': `export const Modal = () => 'modal';`,
  '/node_modules/v/index.js': `import * as v from './all.js'; export { v };`,
  '/node_modules/v/all.js': `export * from './config.js'; export * from './schemas.js';`,
  '/node_modules/v/config.js': `export const config = (c) => { globalThis.config = c; };`,
  '/node_modules/v/schemas.js': `export const object = (s) => s;`,
  '/src/main.ts': `import { Button } from 'ui'; import { v } from 'v'; v.config({});
    console.log(Button()); import('/src/features/live-room/room-page.ts'); import('/src/features/auth/login-page.ts');
    import('/src/features/sales/sales-page.ts'); import('/src/features/admin-sales/admin-page.ts');`,
  '/src/features/live-room/room-page.ts': `import { Table, Modal } from 'ui'; import { v } from 'v';
    import { shared } from '/src/lib/shared.ts'; console.log(Table(), Modal(), v.object({}), shared);`,
  '/src/features/auth/login-page.ts': `import { v } from 'v'; import { shared } from '/src/lib/shared.ts';
    import { form } from '/src/lib/form.ts'; console.log(v.object({}), shared, form);`,
  '/src/features/sales/sales-page.ts': `import { Modal } from 'ui'; import { form } from '/src/lib/form.ts';
    import { payments } from '/src/lib/payments.ts'; console.log(Modal(), form, payments);`,
  '/src/features/admin-sales/admin-page.ts': `import { payments } from '/src/lib/payments.ts'; console.log(payments);`,
  '/src/lib/shared.ts': `export const shared = 'shared';`,
  '/src/lib/form.ts': `export const form = 'form';`,
  '/src/lib/payments.ts': `export const payments = 'payments';`,
};

describe('the files of the web app', () => {
  it('keeps what only the entry uses in index, and what the room alone uses in trade', async () => {
    const { chunkOf, byName } = await bundle(APP);
    expect(chunkOf('/node_modules/ui/button.js')).toBe('index');
    expect(chunkOf('/node_modules/v/config.js')).toBe('index');
    expect(chunkOf('/node_modules/ui/table.js')).toBe('trade');
    expect(chunkOf('/node_modules/ui/modal.js')).toBe('trade');
    expect(chunkOf('/src/features/live-room/room-page.ts')).toBe('trade');
    // Used by the room and by login (reached through the namespace `v` and its `export *`).
    expect(chunkOf('/node_modules/v/schemas.js')).toBe('common');
    expect(chunkOf('/src/lib/shared.ts')).toBe('common');
    expect(chunkOf('/src/features/auth/login-page.ts')).toBe('login-page');
    // What the screens after the auction share with login, or with the admin's, the room never loads.
    expect(chunkOf('/src/lib/form.ts')).toBe('common-after');
    expect(chunkOf('/src/lib/payments.ts')).toBe('after');
    expect(chunkOf('/src/features/sales/sales-page.ts')).toBe('after');
    expect(byName('trade')!.imports).not.toContainEqual(expect.stringMatching(/after/));
    expect(byName('common')!.imports).not.toContainEqual(expect.stringMatching(/after/));
    // The home page loads none of the screens' files.
    const index = byName('index')!;
    expect(index.imports.filter((f) => !f.startsWith('react'))).toEqual([]);
  });

  it("keeps the live room page's early start apart from the main bundle and React", async () => {
    const files = {
      ...APP,
      '/src/main.ts': `${APP['/src/main.ts']} import('/src/features/live-room/preload-room.ts');`,
      '/src/room-start.ts': `import { preloadRoom } from '/src/features/live-room/preload-room.ts'; preloadRoom(1);`,
      '/src/features/live-room/preload-room.ts': `import { io } from 'sock'; import { socketOf } from '/src/lib/socket.ts';
        export const preloadRoom = (id) => io(socketOf(id));`,
      '/src/features/live-room/room-page.ts': `${APP['/src/features/live-room/room-page.ts']}
        import { socketOf } from '/src/lib/socket.ts'; console.log(socketOf(2));`,
      '/src/lib/socket.ts': `export const socketOf = (id) => id;`,
      '/node_modules/sock/index.js': `export const io = (s) => { globalThis.socket = s; };`,
    };
    const entries = { index: '/src/main.ts', 'room-boot': '/src/room-start.ts' };
    const { chunkOf, byName } = await bundle(files, entries);
    for (const id of [
      '/src/room-start.ts',
      '/src/features/live-room/preload-room.ts',
      '/src/lib/socket.ts',
      '/node_modules/sock/index.js',
    ])
      expect(chunkOf(id), id).toBe('room-boot');
    // The page's script is one file that needs no other: it never waits for the main bundle. The
    // room's screen and the entry's own start take the same file.
    expect(byName('room-boot')!.isEntry).toBe(true);
    expect(byName('room-boot')!.imports).toEqual([]);
    expect(byName('trade')!.imports).toContain(byName('room-boot')!.fileName);
    expect(byName('index')!.imports.filter((f) => !f.startsWith('react'))).toEqual([]);
    expect(byName('index')!.dynamicImports).toContain(byName('room-boot')!.fileName);

    // An early start that used a module of the main bundle would wait for it: the build refuses.
    const waiting = {
      ...files,
      '/src/lib/socket.ts': `import { Button } from 'ui'; export const socketOf = (id) => [id, Button()];`,
    };
    await expect(bundle(waiting, entries)).rejects.toThrow(/early start .* main bundle/);
  });

  it('names the file of code shared between groups', () => {
    expect(chunkName(new Set(['trade']))).toBe('trade');
    expect(chunkName(new Set(['admin', 'trade']))).toBe('trade');
    expect(chunkName(new Set(['admin']))).toBe('admin');
    expect(chunkName(new Set(['trade', 'mobile-menu', 'login-page']))).toBe('frame-live');
    expect(chunkName(new Set(['admin', 'mobile-menu', 'login-page']))).toBe('frame');
    // The list's and the room's dialogs are fetched when needed: what they share with the frame is
    // not on the room's first load.
    expect(chunkName(new Set(['dialogs', 'lazy-hosts']))).toBe('frame');
    expect(chunkName(new Set(['dialogs', 'trade']))).toBe('trade');
    expect(chunkName(new Set(['dialogs']))).toBe('dialogs');
    expect(chunkName(new Set(['after', 'dialogs']))).toBe('dialogs');
    expect(chunkName(new Set(['dialogs', 'login-page']))).toBe('common');
    expect(chunkName(new Set(['dialogs', 'terms-page']))).toBe('common-more');
    expect(chunkName(new Set(['trade', 'register-page']))).toBe('common');
    expect(chunkName(new Set(['admin', 'terms-page']))).toBe('common-more-after');
    expect(chunkName(new Set(['after', 'trade']))).toBe('trade');
    expect(chunkName(new Set(['admin', 'after']))).toBe('after');
    expect(chunkName(new Set(['after', 'register-page']))).toBe('common-after');
    expect(chunkName(new Set(['admin', 'en-screens', 'register-page']))).toBe('common');
    expect(chunkName(new Set(['trade', 'terms-page']))).toBe('common-more');
    // The screens' strings, which every lazy screen loads, travel with the code they share.
    expect(chunkName(new Set(['en-screens']))).toBe('common');
    expect(chunkName(new Set(['terms-page', 'login-page']))).toBe('login-page+terms-page');
  });
});
