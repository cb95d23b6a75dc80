import { Fragment, type ReactNode } from 'react';
import classes from './stacked-list.module.css';

export type StackedFact = { label: string; value: ReactNode };

/**
 * A table's rows as a list of cards, for phone-width screens: the same facts and
 * actions as the table, one card per row, each fact with its column's name beside it.
 *
 *   <StackedList label="Invoices">
 *     <StackedItem title={date} facts={[{ label: 'Amount', value: '$290' }]} actions={<Anchor .../>} />
 *   </StackedList>
 */
export function StackedList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={classes.list}>
      {children}
    </ul>
  );
}

export function StackedItem({
  title,
  facts,
  actions,
}: {
  title: ReactNode;
  facts: readonly StackedFact[];
  actions?: ReactNode;
}) {
  return (
    <li className={classes.item}>
      {title}
      <dl className={classes.facts}>
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
      {actions && <div className={classes.actions}>{actions}</div>}
    </li>
  );
}
