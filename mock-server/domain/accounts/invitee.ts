import type { InvitationRecord } from '@fixtures/model';
import type { Row } from '../../db/runtime-schemas';
import { userTypeForRole } from '../../policies/invitations';
import type { DomainDeps } from '../deps';

type Input = {
  email: string;
  fullName: string | null;
  role: InvitationRecord['role'];
  /** null until the magic-link sign-up chooses one. */
  password: string | null;
  phoneNumber?: string | null;
  termsAcceptedAt?: string | null;
  isEmailVerified?: boolean;
};

/** Until the invitee says otherwise, their name is what the e-mail address suggests. */
const nameFromEmail = (email: string): string => email.split('@')[0] || email;

/** A user an invitation brings in: no account, nothing verified unless said. */
export const createInvitee = ({ db, clock }: DomainDeps, input: Input): Promise<Row<'users'>> =>
  db.users.insert({
    fullName: input.fullName || nameFromEmail(input.email),
    email: input.email,
    phoneNumber: input.phoneNumber ?? null,
    userType: userTypeForRole(input.role),
    accountId: null,
    accountRole: null,
    isEmailVerified: input.isEmailVerified ?? false,
    isPhoneNumberVerified: false,
    password: input.password,
    termsAcceptedAt: input.termsAcceptedAt ?? null,
    createdAt: clock.now(),
  });
