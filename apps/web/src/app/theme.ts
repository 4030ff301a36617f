import {
  Anchor,
  Badge,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
} from '@mantine/core';

// Deep "steel" indigo for trust, saffron-orange accent for calls to action.
const steel: MantineColorsTuple = [
  '#eef2ff',
  '#dde3f7',
  '#b7c3ec',
  '#8ea1e1',
  '#6b84d8',
  '#5571d3',
  '#4967d2',
  '#3a57bb',
  '#314da8',
  '#1f3a8a',
];
const saffron: MantineColorsTuple = [
  '#fff6e1',
  '#ffebcc',
  '#ffd59b',
  '#ffbe64',
  '#ffaa38',
  '#ff9d1b',
  '#ff9609',
  '#e38200',
  '#a65f00',
  '#8a4b00',
];

export const theme = createTheme({
  primaryColor: 'steel',
  colors: { steel, saffron },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '700' },
  // Dark shade 7 keeps white text on filled buttons at AA contrast.
  primaryShade: { light: 8, dark: 7 },
  components: {
    // Links inside running text must not rely on colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A closed Select or MultiSelect keeps no hidden list of its options in the page: Mantine's
    // default mounts every combobox's dropdown at once and positions it, which forces a style
    // recalculation per field and a synchronous re-render inside the first paint's long task
    // (~120 ms of /register's first render on a budget phone). The input only names its
    // list (aria-controls) while the list is open, so nothing refers to the unmounted one. A plain
    // object, not Combobox.extend(), so the combobox's code stays out of the home page's bundle.
    Combobox: { defaultProps: { keepMounted: false } },
    // Badges are short labels (Reverse, Leading, Live): in a crowded row or a narrow table column
    // they keep their width instead of shrinking to an ellipsis (a label with overflow hidden has no
    // minimum width, so flex rows and auto-sized table columns squeezed it to 'LEA…').
    Badge: Badge.extend({ styles: { root: { flexShrink: 0 }, label: { overflow: 'visible' } } }),
    // Plain objects, not ScrollArea.extend() or TextInput.extend(): importing a component for its
    // extend() put it in the home page's bundle, ScrollArea with its positioning library (floating-ui,
    // 25 KB of the 100 KB gzipped).
    // A scrollable table must be reachable by keyboard (WCAG 2.1.1).
    ScrollArea: { defaultProps: { viewportProps: { tabIndex: 0 } } },
    // An input with an autocomplete purpose (name, postal-code…) must say it is a text field;
    // without a type attribute assistive technology cannot tell (WCAG 1.3.5).
    TextInput: { defaultProps: { type: 'text' } },
  },
});

/** Mantine's light "dimmed" grey is too faint on white (3.3:1); use a darker grey (WCAG AA 4.5:1). */
// Text of "light" variants (badges, light buttons, alerts) uses the darkest shade on
// its tinted background, so it reads at AA contrast in the light scheme too.
const PALETTE = [
  'steel',
  'saffron',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];
const lightVariantText = Object.fromEntries(
  PALETTE.map((c) => [
    `--mantine-color-${c}-light-color`,
    `color-mix(in srgb, var(--mantine-color-${c}-9), black 25%)`,
  ]),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // The required-field asterisk and field errors: Mantine's red 6 is 3.3:1 on white; red 9 is AA.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...lightVariantText,
  },
  // Mantine's dark "dimmed" (#828282 on #242424) is 4.2:1; one shade lighter passes.
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    // Links in the primary colour need a lighter shade on the dark background.
    '--mantine-color-anchor': 'var(--mantine-color-steel-3)',
    // Mantine's dark error red (red 8) is 3.9:1 on the dark body; red 5 is AA.
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
