import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
import { agents } from './agents';
import { cards } from './cards';
import { changeSubscription } from './change-subscription';
import { createCommissionTemplate } from './create-commission-template';
import { createTeam } from './create-team';
import { createTitleFeeTemplate } from './create-title-fee-template';
import { deleteAccountUser } from './delete-user';
import { invoices } from './invoices';
import { listCommissionTemplates } from './list-commission-templates';
import { listTitleFeeTemplates } from './list-title-fee-templates';
import { removeCommissionTemplate } from './remove-commission-template';
import { removeTitleFeeTemplate } from './remove-title-fee-template';
import { requestSubscriptionChange } from './request-subscription-change';
import { subscription } from './subscription';
import { updateCommissionTemplate } from './update-commission-template';
import { updateTeam } from './update-team';
import { updateTitleFeeTemplate } from './update-title-fee-template';
import { updateAccountUser } from './update-user';
import { users } from './users';

/** The account domain's handlers, keyed like contract.account. */
export const accountHandlers = handlerRouter(contract.account, {
  agents,
  subscription,
  changeSubscription,
  requestSubscriptionChange,
  cards,
  invoices,
  users,
  updateUser: updateAccountUser,
  deleteUser: deleteAccountUser,
  createTeam,
  updateTeam,
  commissionTemplates: {
    list: listCommissionTemplates,
    create: createCommissionTemplate,
    update: updateCommissionTemplate,
    remove: removeCommissionTemplate,
  },
  titleFeeTemplates: {
    list: listTitleFeeTemplates,
    create: createTitleFeeTemplate,
    update: updateTitleFeeTemplate,
    remove: removeTitleFeeTemplate,
  },
});
