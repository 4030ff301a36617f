import { createContext, useContext } from 'react';

/**
 * True while the build renders a member screen's first render for its page (prerender.tsx,
 * @neelami/shared/prerender SHELL_PATHS): there is no session then, and the markup is for every
 * member, so the screen is shown without a user and the header without the role's menus.
 */
export const ShellRender = createContext(false);

/** Whether this render is a member screen's build-time first render (see ShellRender). */
export const useShellRender = () => useContext(ShellRender);
