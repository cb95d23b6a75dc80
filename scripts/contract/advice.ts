import type { Change } from './compare';

/*
 * What a breaking change asks of the two sides, for the changelog and the gate's message:
 * the backend team that implements the document, and the clients that call it.
 */

export const advice = ({ subject, side, action }: Change): string => {
  const added = action === 'add';
  switch (subject) {
    case 'operation':
      return 'Clients: stop calling it. Backend: keep serving it until no released client calls it.';
    case 'status':
      return added
        ? 'Backend: answer it where the document says. Clients: handle it (show its message).'
        : 'Clients: stop relying on this status.';
    case 'parameter':
      return added
        ? 'Clients: send it on every call. Backend: expect it.'
        : 'Clients: stop sending it. Backend: ignore it while old clients still send it.';
    case 'field':
      return side === 'request'
        ? added
          ? 'Clients: send it. Backend: accept requests without it until clients have moved.'
          : 'Clients: stop sending it. Backend: ignore it while old clients still send it.'
        : 'Clients: stop reading it. Backend: keep sending it until clients have moved.';
    case 'required':
      return side === 'request'
        ? 'Clients: always send it.'
        : 'Clients: handle its absence. Backend: say when it is left out.';
    case 'enum':
      return side === 'request'
        ? 'Clients: stop sending the removed value.'
        : 'Clients: handle the new value (show something sensible for a value they do not know).';
    case 'type':
      return 'Clients and backend: move to the new type together (a client may accept both while the backend changes).';
    case 'constraint':
      return side === 'request'
        ? 'Clients: send only values within the new limit (their forms should check it).'
        : 'Clients: accept values the old limit excluded.';
    case 'security':
      return 'Clients: sign in and send the session the operation now needs. Backend: enforce it.';
    case 'content-type':
      return 'Clients: send or accept the content type the document now names.';
    case 'header':
      return 'Clients: stop relying on the header.';
    default:
      return 'Clients and backend: read the change in docs/openapi.json and adapt to it together.';
  }
};
