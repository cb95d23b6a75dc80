import { MESSAGES } from '@contract/schemas/messages';
import { z } from 'zod';
import type { CardDetails } from '../api/payment-session-controls';

export const CARD_BRANDS = [
  { value: 'visa', label: 'Visa' },
  { value: 'mastercard', label: 'Mastercard' },
  { value: 'amex', label: 'American Express' },
  { value: 'discover', label: 'Discover' },
  { value: 'unionpay', label: 'UnionPay' },
  { value: 'jcb', label: 'JCB' },
] as const;

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{4})$/;

/** A test card: any brand, 12 to 19 digits (only the last four are kept), an expiry as MM/YYYY. */
export const CardFormSchema = z.object({
  brand: z.string().min(1, MESSAGES.required),
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{12,19}$/.test(digits), 'Please enter a card number of 12 to 19 digits'),
  expiry: z
    .string()
    .trim()
    .refine((value) => EXPIRY.test(value), 'Please enter the expiry as MM/YYYY'),
});
export type CardFormInput = z.input<typeof CardFormSchema>;
export type CardFormOutput = z.output<typeof CardFormSchema>;

export const toCardDetails = ({ brand, number, expiry }: CardFormOutput): CardDetails => {
  const [month = '', year = ''] = expiry.split('/');
  return { brand, last4: number.slice(-4), expMonth: Number(month), expYear: Number(year) };
};

/** The provider's classic test card, expiring in December three years from now. */
export const testCardDefaults = (now = new Date()): CardFormInput => ({
  brand: 'visa',
  number: '4242 4242 4242 4242',
  expiry: `12/${now.getUTCFullYear() + 3}`,
});
