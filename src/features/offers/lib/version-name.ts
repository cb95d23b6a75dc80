import type { Offer } from '@contract/schemas/offer';

/** A version's name in history: 'Initial Offer', 'Counteroffer #n', 'Offer Edit #n'. */
export const versionName = (version: Pick<Offer, 'versionType' | 'versionNumber'>): string => {
  switch (version.versionType) {
    case 'initial':
      return 'Initial Offer';
    case 'counteroffer':
      return `Counteroffer #${version.versionNumber}`;
    case 'edit':
      return `Offer Edit #${version.versionNumber}`;
  }
};

/** The history's column titles: the current offer first, then each earlier version by name. */
export const versionColumnTitles = (versions: readonly Pick<Offer, 'versionType' | 'versionNumber'>[]): string[] =>
  versions.map((version, index) => (index === 0 ? 'Current offer' : versionName(version)));
