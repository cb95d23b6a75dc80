import { paths } from '@/config/paths';

/*
 * The stories sales can start from /demo. Each names a scenario of the mock (docs/scenarios.md),
 * a persona of design.md (signed in with the documented password) and the screen it opens on.
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
  /** What to show next, in order: the talking points on /demo/success. */
  nextSteps: readonly string[];
};

export const DEMO_PASSWORD = 'OfferDesk2026';

export const DEMO_STORIES: readonly DemoStory[] = [
  {
    id: 'hot-listing',
    title: 'Multiple offers on a hot listing',
    summary: 'A listing agent with 200 offers on one listing sorts, filters and compares them.',
    scenario: 'many-offers',
    persona: { label: 'Maya Thornton, listing agent', email: 'listing.agent@offerdesk.test' },
    firstScreen: { label: 'the hot listing', path: paths.listing.root.href({ listingId: 'hot-listing' }) },
    nextSteps: [
      'Sort the offers by purchase price, then filter them by financing type.',
      'Choose two offers and compare them side by side: the best value of each row is marked.',
      'Open an offer and show its estimated net return.',
    ],
  },
  {
    id: 'seller-reviews',
    title: 'A seller reviews offers',
    summary: 'A seller looks at the offers on their home, with what each would net them.',
    scenario: 'demo',
    persona: { label: 'Seller', email: 'seller@offerdesk.test' },
    firstScreen: { label: 'the seller’s listings', path: paths.listings.selling.href() },
    nextSteps: [
      'Open an active listing: the seller sees the offer count.',
      'Open an offer and its history: each counteroffer and edit is a column.',
      'Point out the estimated net return and what each change was worth.',
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
