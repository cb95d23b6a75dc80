import { paths } from '@/config/paths';

/*
 * The stories sales can start from /demo. Each names a scenario of the mock (docs/scenarios.md),
 * a persona (docs/scenarios.md, "Personas"; signed in with the documented password) and the screen it opens on.
 * The personas' addresses are the mock's well-known ones; src/ may not import fixtures/, and the
 * demo journeys in tests/e2e/demo prove each story still lands where it says.
 */

type DemoScenario = 'demo' | 'many-offers' | 'unverified' | 'at-listing-limit';

export type DemoStory = {
  id: string;
  title: string;
  summary: string;
  scenario: DemoScenario;
  persona: { label: string; email: string };
  firstScreen: { label: string; path: string };
  /**
   * What to show next, in order: the talking points on /demo/success. Where the persona sees
   * them, they lead through the decision features in the order the screens show them: the
   * escalated price, the net at it, close certainty.
   */
  nextSteps: readonly string[];
};

export const DEMO_PASSWORD = 'OfferDesk2026';

/**
 * The seller persona's second active listing in the demo scenario (seed 1), at 3936 N
 * Mississippi Avenue: four offers sent to her, two of them escalating. A slug drawn from the
 * seed; tests/e2e/demo/demo-stories.spec.ts proves the story still opens on its offers.
 */
const SELLER_LISTING_SLUG = '3936-n-mississippi-avenue-portland';

export const DEMO_STORIES: readonly DemoStory[] = [
  {
    id: 'hot-listing',
    title: 'Multiple offers on a hot listing',
    summary: 'A listing agent with 200 offers on one listing sorts, filters and compares them.',
    scenario: 'many-offers',
    persona: { label: 'Maya Thornton, listing agent', email: 'listing.agent@offerdesk.test' },
    firstScreen: { label: 'the hot listing', path: paths.listing.root.href({ listingId: 'hot-listing' }) },
    nextSteps: [
      'Escalated price: each offer’s price once the escalation clauses have played out. Open a note under one to see which offer it beats, and at what price.',
      'Net: sort by “Highest net at the escalated price”. All 200 offers are ranked by what the sellers would net, not just one page.',
      'Close certainty: sort by “Most certain to close”, then open the top offer to show its score, factor by factor.',
      'Compare: choose three offers and compare them. The summary names the best price, the best net and the offer most certain to close.',
    ],
  },
  {
    id: 'seller-reviews',
    title: 'A seller reviews offers',
    summary: 'A seller looks at the offers on their home, with what each would net them.',
    scenario: 'demo',
    persona: { label: 'Seller', email: 'seller@offerdesk.test' },
    // The seller's active listing with offers sent to her, two of them with escalation clauses.
    firstScreen: { label: 'the seller’s listing', path: paths.listing.root.href({ listingId: SELLER_LISTING_SLUG }) },
    nextSteps: [
      'Escalated price: the listing opens on its offers. Show the price each offer reaches once the escalation clauses have played out.',
      'Net: sort by “Highest net at the escalated price”: what each offer would leave the sellers.',
      'Close certainty: sort by “Most certain to close”, then open the top offer to show its score, factor by factor.',
      'History: from the offer, open its history. Each counteroffer and edit is a column, with what it was worth in net return.',
    ],
  },
  {
    id: 'submit-offer',
    title: 'Submit an offer',
    summary: 'A buyer’s agent finds a listing and submits an offer with documents.',
    scenario: 'demo',
    persona: { label: 'Buyer’s agent', email: 'buyers.agent@offerdesk.test' },
    firstScreen: { label: 'the listing search', path: paths.submitOffer.search.href() },
    nextSteps: [
      'Search for a listing and open its card.',
      'Fill in the offer: financing, earnest money, inspections, documents.',
      'Submit it, then show that no listing commission is ever visible to the buying side.',
    ],
  },
  {
    id: 'new-agent-verifies',
    title: 'A new agent verifies their account',
    summary: 'An agent who has not verified their e-mail and phone unlocks listing creation.',
    scenario: 'unverified',
    persona: { label: 'Unverified agent', email: 'unverified@offerdesk.test' },
    firstScreen: { label: 'verification', path: paths.settings.verify.href() },
    nextSteps: [
      'Verify the e-mail, then the phone, with the code 1234.',
      'Open “Create listing”: the form is now available.',
    ],
  },
];

export const findDemoStory = (id: string | null | undefined): DemoStory | undefined =>
  DEMO_STORIES.find((story) => story.id === id);
