import type { Offer } from '@contract/schemas/offer';
import { formatCurrency, formatDate } from '@/lib/format';
import { bestColumns } from './best-value';
import type { NetReturn } from './net-return';
import { OFFER_FIELD_GROUPS, offerRowsOf } from './offer-fields';
import type { BestDirection, OfferFieldGroup } from './offer-row-format';
import { SUBMITTING_SIDE_LABELS, VERSION_TYPE_LABELS } from './offer-option-labels';
import { NET_RETURN_LABEL, SELLER_COST_ROWS } from './seller-cost-rows';

/*
 * The side-by-side table of history and compare as plain data: groups of rows, each with one
 * cell per column and the cell's mark. History marks what changed from the version to its
 * right (the one before it); compare marks each row's best value.
 */

export type OfferColumn = {
  key: string;
  title: string;
  offer: Offer;
  /** Present only for viewers who may see the net return. */
  netReturn: NetReturn | null;
  /** The net return's change from the offer's previous version; null for an initial offer. */
  netReturnChange: number | null;
};

export type CellMark = 'changed' | 'best' | null;
export type TableRow = { id: string; label: string; cells: string[]; marks: CellMark[] };
export type TableGroup = { id: OfferFieldGroup | 'version' | 'decision'; label: string; rows: TableRow[] };

export type TableOptions = {
  mark: 'changes' | 'best';
  /** Seller side: sees the commission, flat fee, title fee and conveyance rows. */
  showSellerCosts: boolean;
  /** Listing agent and seller: see the estimated net return. */
  showNetReturn: boolean;
  /** History's rows about the version itself: submitted time, submitting side, change type. */
  showVersionRows: boolean;
};

/** A change in dollars with its sign: "+$5,000", "-$1,200", "$0". */
const formatSignedCurrency = (amount: number): string =>
  amount > 0 ? `+${formatCurrency(amount)}` : amount < 0 ? `-${formatCurrency(-amount)}` : formatCurrency(0);

type RowSpec = {
  id: string;
  label: string;
  cell: (column: OfferColumn) => string;
  best?: { direction: BestDirection; value: (column: OfferColumn) => number | null };
};

const markRow = (spec: RowSpec, columns: readonly OfferColumn[], mark: TableOptions['mark']): TableRow => {
  const cells = columns.map(spec.cell);
  let marks: CellMark[];
  if (mark === 'changes') {
    marks = cells.map((cell, index) => (index + 1 < cells.length && cell !== cells[index + 1] ? 'changed' : null));
  } else {
    const best = spec.best ? bestColumns(columns.map(spec.best.value), spec.best.direction) : new Set<number>();
    marks = cells.map((_, index) => (best.has(index) ? 'best' : null));
  }
  return { id: spec.id, label: spec.label, cells, marks };
};

const versionRows: RowSpec[] = [
  { id: 'submittedAt', label: 'Submitted time', cell: (column) => formatDate(column.offer.createdAt, { time: true }) },
  {
    id: 'submittingSide',
    label: 'Submitting side',
    cell: (column) => SUBMITTING_SIDE_LABELS[column.offer.submittingSide],
  },
  { id: 'changeType', label: 'Change type', cell: (column) => VERSION_TYPE_LABELS[column.offer.versionType] },
];

const moneyRows = (options: TableOptions): RowSpec[] => [
  ...(options.showSellerCosts
    ? SELLER_COST_ROWS.map((row) => ({
        id: row.id,
        label: row.label,
        cell: (column: OfferColumn) => (column.netReturn ? formatCurrency(row.value(column.netReturn)) : ''),
        best: {
          direction: 'lowest' as const,
          value: (column: OfferColumn) => (column.netReturn ? row.value(column.netReturn) : null),
        },
      }))
    : []),
  ...(options.showNetReturn
    ? [
        {
          id: 'netReturn',
          label: NET_RETURN_LABEL,
          cell: (column: OfferColumn) => (column.netReturn ? formatCurrency(column.netReturn.netReturn) : ''),
          best: { direction: 'highest' as const, value: (column: OfferColumn) => column.netReturn?.netReturn ?? null },
        },
        {
          id: 'netReturnChange',
          label: 'Change in net return from the previous version',
          cell: (column: OfferColumn) =>
            column.netReturnChange !== null
              ? formatSignedCurrency(column.netReturnChange)
              : column.offer.versionType === 'initial'
                ? 'No earlier version'
                : 'Not available',
        },
      ]
    : []),
];

export const buildOfferTable = (columns: readonly OfferColumn[], options: TableOptions): TableGroup[] => {
  const groups: TableGroup[] = [];
  if (options.showVersionRows) {
    // What a version is, not a term of it: never marked as changed or best.
    const rows = versionRows.map((spec) => {
      const cells = columns.map(spec.cell);
      return { id: spec.id, label: spec.label, cells, marks: cells.map(() => null) };
    });
    groups.push({ id: 'version', label: 'Version', rows });
  }
  for (const group of OFFER_FIELD_GROUPS) {
    const specs: RowSpec[] = offerRowsOf(group.id, options.showSellerCosts).map(({ id, label, format, best }) => ({
      id,
      label,
      cell: (column) => format(column.offer),
      best: best && { direction: best.direction, value: (column) => best.value(column.offer) },
    }));
    if (group.id === 'financial') specs.push(...moneyRows(options));
    groups.push({ id: group.id, label: group.label, rows: specs.map((spec) => markRow(spec, columns, options.mark)) });
  }
  return groups;
};

/** The table cut down to one column (history on a phone shows one version at a time). */
export const onlyColumn = (groups: readonly TableGroup[], index: number): TableGroup[] =>
  groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => ({
      ...row,
      cells: row.cells.slice(index, index + 1),
      marks: row.marks.slice(index, index + 1),
    })),
  }));
