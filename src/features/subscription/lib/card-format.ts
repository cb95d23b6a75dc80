import type { Card } from '@contract/schemas/account';

/** '•••• 4242': only the last four digits are ever known. */
export const maskedCardNumber = (card: Pick<Card, 'last4'>): string => `•••• ${card.last4}`;

/** 'MM/YYYY', e.g. '08/2026'. */
export const cardExpiry = (card: Pick<Card, 'expMonth' | 'expYear'>): string =>
  `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
