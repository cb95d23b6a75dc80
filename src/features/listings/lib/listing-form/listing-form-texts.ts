/** The listing form's help texts, word for word. */
export const LISTING_FORM_HELP = {
  activeOnly: "Buyers' agents can only submit offers on Active properties.",
  incomingActiveDate: 'An incoming listing with an Active Date switches to active automatically on that date.',
  sellers:
    'Sellers get portal access when an offer is submitted, and can be notified automatically or only after listing-agent approval.',
  listingAgents: 'All listing agents can edit, view offers, modify sellers and counter.',
  commission: 'The buying agent cannot see the listing commission.',
  photo: 'All listings must include a photo.',
} as const;
