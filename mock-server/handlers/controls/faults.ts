import { addFault, clearFaults, FaultInputSchema, listFaults } from '../../lib/faults';
import { defineControl } from './define-control';

/** POST /__mock/faults { method?, path, kind, times?, status? } */
export const addFaultControl = defineControl('post', '/faults', FaultInputSchema, ({ body }) => {
  const fault = addFault(body);
  return { status: 201, body: { fault, faults: listFaults() } };
});

/** GET /__mock/faults */
export const listFaultsControl = defineControl('get', '/faults', undefined, () => ({ body: { faults: listFaults() } }));

/** DELETE /__mock/faults */
export const clearFaultsControl = defineControl('delete', '/faults', undefined, () => {
  clearFaults();
  return { body: { faults: listFaults() } };
});
