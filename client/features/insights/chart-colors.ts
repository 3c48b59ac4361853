/**
 * The series' colours, in order: the theme's secondary teal, its near-black neutral and its info
 * blue. Each is over 3:1 on white (bars are graphics, WCAG 1.4.11), and the first two differ
 * clearly in lightness too, for readers who do not tell teal from blue.
 */
export const SERIES_FILL = ['fill-secondary', 'fill-neutral', 'fill-info'] as const;
export const SERIES_SWATCH = ['bg-secondary', 'bg-neutral', 'bg-info'] as const;
