import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  '#ca7300',
  '#b06200',
];

export const theme = createTheme({
  primaryColor: 'steel',
  colors: { steel, saffron },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '700' },
  primaryShade: { light: 8, dark: 5 },
});
