import { useCallback, useState } from 'react';

/**
 * A modal about one item (the template to delete, the user to edit). Closing keeps the item,
 * so the modal's text does not go blank while it fades out.
 */
export const useDisclosedItem = <T>() => {
  const [state, setState] = useState<{ item: T | null; opened: boolean }>({ item: null, opened: false });
  const open = useCallback((item: T) => setState({ item, opened: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  return { item: state.item, opened: state.opened, open, close };
};
