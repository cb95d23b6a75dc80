/* global module */
// Mantine's PostCSS setup (mantine.dev/guides/vite): the preset gives CSS modules rem()/em(),
// light-dark() and the breakpoint mixins; simple-vars resolves $mantine-breakpoint-* in media
// queries. Keep these widths in step with `breakpoints` in src/config/theme.ts.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '40em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '64em',
        'mantine-breakpoint-lg': '90em',
        'mantine-breakpoint-xl': '120em',
      },
    },
  },
};
