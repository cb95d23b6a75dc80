import { paths } from '@/config/paths';

/**
 * Where the payment provider sends the user back: paths on this site (the API accepts a
 * path or an http(s) URL). Adding a card returns to the subscription tab either way; a
 * checkout returns there when paid, to the plans when abandoned.
 */
export const SUBSCRIPTION_PATH = paths.settings.subscription.href();
export const PREMIUM_PATH = paths.premium.href();
