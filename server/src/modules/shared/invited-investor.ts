// The account an invitation (to an offer or to the KYC form) is addressed to: the tenant's investor account of the
// e-mail, linked, or made (role investor, active, Polish) so that the invitee can sign in by an e-mailed token.
// Shared by the offer and the KYC invitations, which must treat an address the same way.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { users, type UserRow } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

export type InvitedAccount = Pick<UserRow, 'id' | 'role' | 'status' | 'locale' | 'firstName' | 'surname' | 'email'>;

/** A staff account (advisor, coordinator, operator) of the address: staff do not invest through it. */
const emailUsedByStaff = () =>
  new HttpError(409, 'EMAIL_ALREADY_USED', 'E-mail already used', {
    violations: [
      {
        propertyPath: 'investorEmail',
        title: 'validation.emailAlreadyUsed',
        message: 'This e-mail address belongs to an advisor or operator account.',
      },
    ],
  });

const accountClosed = () => new HttpError(409, 'ACCOUNT_INACTIVE', 'Account is not active');

async function findAccount(db: Database, tenantId: string, email: string): Promise<InvitedAccount | null> {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      locale: users.locale,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Inside the invitation's transaction: 409 EMAIL_ALREADY_USED for a staff address, 409 ACCOUNT_INACTIVE for a closed
 * investor account; a missing account is made (concurrent makers are fine: the insert does nothing on conflict and
 * the row is read again), an account made before it could sign in (status initial) becomes active.
 */
export async function invitedInvestorAccount(
  tx: Database,
  tenantId: string,
  email: string,
  now: Date,
): Promise<InvitedAccount> {
  const account = await findAccount(tx, tenantId, email);
  if (account && account.role !== 'investor') throw emailUsedByStaff();
  if (account?.status === 'deleted') throw accountClosed();
  if (account) {
    if (account.status === 'initial') {
      await tx
        .update(users)
        .set({ status: 'active', updatedAt: now })
        .where(and(eq(users.id, account.id), eq(users.role, 'investor'), eq(users.status, 'initial')));
    }
    return account;
  }
  await tx
    .insert(users)
    .values({
      tenantId,
      email,
      firstName: '',
      surname: '',
      role: 'investor',
      status: 'active',
      locale: 'pl',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [users.tenantId, users.email] });
  const made = await findAccount(tx, tenantId, email);
  if (!made || made.role !== 'investor') throw emailUsedByStaff(); // made by someone else meanwhile
  return made;
}
