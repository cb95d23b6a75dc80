import { notFound } from '../../lib/errors';
import { addFault, clearFaults, FaultInputSchema, listFaults, removeFault } from '../../state/faults';
import { defineControl } from './define-control';

/** POST /__mock/faults { route | path, method?, kind, times?, status? } */
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

/** DELETE /__mock/faults/:id: drops that fault alone. */
export const deleteFaultControl = defineControl('delete', '/faults/:id', undefined, ({ params }) => {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id) || !removeFault(Number(id)))
    throw notFound(`No fault ${id}: it was used up, cleared, or never set`);
  return { body: { faults: listFaults() } };
});
