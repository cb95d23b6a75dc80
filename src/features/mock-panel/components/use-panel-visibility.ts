import { useSyncExternalStore } from 'react';
import { paths } from '@/config/paths';
import type { MockPanelHost } from '../lib/panel-host';

/** Hidden on /demo and while a sales demo runs: a demo shows the product, not its mock. */
export const useKeepOutOfTheWay = (host: MockPanelHost): boolean =>
  useSyncExternalStore(
    (listener) => host.router.subscribe(listener),
    () => host.router.state.location.pathname.startsWith(paths.demo.stories.path) || host.isDemoRunning(),
  );
