// Mantine's styles, in one place. The `.layer.css` builds wrap every rule in `@layer mantine`,
// so the app's own CSS wins without specificity fights. For the bundle budget (issue 9) this
// file is the one to change: swap the two bundles for `@mantine/core/styles/baseline.css`,
// `default-css-variables.css`, `global.css` and one `styles/<Component>.layer.css` per
// component the app uses.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
