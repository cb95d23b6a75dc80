import type { ReactNode } from 'react';

const CARD_BRAND_LABELS = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  amex: 'American Express',
  discover: 'Discover',
} as const;

export type IconBrand = keyof typeof CARD_BRAND_LABELS;

export const isIconBrand = (brand: string): brand is IconBrand => Object.hasOwn(CARD_BRAND_LABELS, brand);

const text = (x: number, label: string, fill: string, size = 9) => (
  <text x={x} y="15.5" fill={fill} fontSize={size} fontWeight="700" fontFamily="Arial, sans-serif" textAnchor="middle">
    {label}
  </text>
);

/** Simple drawings in each brand's colours (not the brands' own artwork), 38 × 24. */
const ARTWORK: Record<IconBrand, ReactNode> = {
  visa: (
    <>
      <rect width="38" height="24" rx="3" fill="#1a1f71" />
      {text(19, 'VISA', '#ffffff', 10)}
    </>
  ),
  mastercard: (
    <>
      <rect width="38" height="24" rx="3" fill="#222222" />
      <circle cx="15" cy="12" r="7" fill="#eb001b" />
      <circle cx="23" cy="12" r="7" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  unionpay: (
    <>
      <rect width="38" height="24" rx="3" fill="#ffffff" stroke="#d0d0d0" />
      <path d="M5 3h9l-4 18H1z" fill="#e21836" />
      <path d="M14 3h9l-4 18h-9z" fill="#00447c" />
      <path d="M23 3h9l-4 18h-9z" fill="#007b84" />
    </>
  ),
  amex: (
    <>
      <rect width="38" height="24" rx="3" fill="#2e77bc" />
      {text(19, 'AMEX', '#ffffff', 9)}
    </>
  ),
  discover: (
    <>
      <rect width="38" height="24" rx="3" fill="#ffffff" stroke="#d0d0d0" />
      <circle cx="29" cy="12" r="5" fill="#ff6000" />
      {text(14, 'DISC', '#231f20', 8)}
    </>
  ),
};

/** A card brand's icon, named for assistive tech by the brand (role img with a title). */
export function CardBrandIcon({ brand }: { brand: IconBrand }) {
  const label = CARD_BRAND_LABELS[brand];
  return (
    <svg width="38" height="24" viewBox="0 0 38 24" role="img" aria-label={label}>
      <title>{label}</title>
      {ARTWORK[brand]}
    </svg>
  );
}
