import { PERSONA_KEYS, PERSONAS } from '@fixtures/personas';
import { db } from '../../db/database';
import { defineControl } from './define-control';

/**
 * GET /__mock/personas: the well-known personas this universe's data holds, as they
 * are now (a renamed persona shows its new name): `{ key, id, email, fullName,
 * description }`. What the mock panel offers to sign in as.
 */
export const personasControl = defineControl('get', '/personas', undefined, () => ({
  body: {
    personas: PERSONA_KEYS.flatMap((key) => {
      const user = db.users.findById(PERSONAS[key].id);
      return user
        ? [{ key, id: user.id, email: user.email, fullName: user.fullName, description: PERSONAS[key].description }]
        : [];
    }),
  },
}));
