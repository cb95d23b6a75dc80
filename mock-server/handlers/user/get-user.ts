import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentUser } from '../../presenters/user';
import { requireUser } from '../../policies/session';

export const getUser = defineHandler(contract.user.get, (ctx) => ({
  status: 200,
  body: presentUser(ctx.db, requireUser(ctx)),
}));
