import { ListLoadError } from './list-load-error';

/**
 * The broken-house failure screen ('Sorry we’re having some technical
 * issues...'), under the name the list screens use; one drawing and one text for all.
 */
export function BrokenHouse({ onRetry }: { onRetry?: () => void }) {
  return <ListLoadError onRetry={onRetry} />;
}
