import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with a focus ring that every control shows when reached by keyboard,
 * and colours dark enough for text on white (WCAG AA).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1f4e8c' },
    secondary: { main: '#7a2f4b' },
    text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.68)' },
  },
  components: {
    ...defaultTheme.components,
    // A table wider than the window scrolls inside its card, not the page.
    RaList: { styleOverrides: { root: { '& .RaList-content': { overflowX: 'auto' } } } },
    // The page's column never grows past the window for a wide table: the table scrolls instead.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaShow: { styleOverrides: { root: { minWidth: 0, '& .RaShow-main, & .RaShow-card': { minWidth: 0 } } } },
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #1f4e8c', outlineOffset: '2px' },
        '.Mui-focusVisible': { outline: '3px solid #1f4e8c', outlineOffset: '2px' },
        // The skip link of the layout is shown when focused.
        'code, pre, kbd': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
  },
};
