import { Anchor } from '@mantine/core';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: jumps past the header to the page. Visible only when focused. */
export function SkipLink() {
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        // Move focus without a URL change (a hash would add a history entry to the router).
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </Anchor>
  );
}
