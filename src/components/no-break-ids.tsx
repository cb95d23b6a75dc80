import { Fragment } from 'react';

/** A reference such as OF-1164: letters, a hyphen, digits. A browser may break a line at its hyphen. */
const REFERENCE = /([A-Z]{2,}-\d+)/;

/**
 * Text that names references such as 'OF-1164', each kept on one line: a browser would
 * otherwise break a line at the hyphen and show 'OF-' / '1164'. The text itself is unchanged
 * (copying it or finding it on the page still reads 'OF-1164').
 */
export function NoBreakIds({ text }: { text: string }) {
  return (
    <>
      {text.split(REFERENCE).map((part, index) =>
        // split() with a capturing group puts each match at the odd positions.
        index % 2 === 1 ? (
          <span key={index} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
