import { hostileSuite } from './hostile-suite';
import { useHttpHarness } from './http-harness';

// The hostile-input suite over real sockets: the standalone HTTP server on an ephemeral port.
hostileSuite(useHttpHarness());
