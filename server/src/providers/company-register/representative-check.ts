// Is the person who says they represent a company one of its board members? The open KRS API masks names
// ("J***" for "JAN"), so the only evidence available is the first letter and the length of the first name and
// of the surname. A match is therefore "consistent with", not proof: callers treat it as a hint for the KYC
// reviewer (who sees the documents), never as an automatic approval. A paid full extract would allow more.
import type { BoardMember } from './company-summary';

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** Letters compared without case, after NFC (so "Ł" typed as L + combining stroke is never an issue). */
function characters(value: string): string[] {
  return Array.from(value.trim().normalize('NFC').toLocaleUpperCase('pl-PL'));
}

/** True when `plain` could be the value the register masked as `masked` (same first letter, same length). */
export function isConsistentWithMask(plain: string, masked: string): boolean {
  const plainCharacters = characters(plain);
  const maskedCharacters = characters(masked);
  return (
    plainCharacters.length > 0 &&
    plainCharacters.length === maskedCharacters.length &&
    plainCharacters[0] === maskedCharacters[0]
  );
}

/** The board members whose masked first name and surname are both consistent with the person's name. */
export function findConsistentBoardMembers(person: PersonName, members: readonly BoardMember[]): BoardMember[] {
  return members.filter(
    (member) =>
      isConsistentWithMask(person.firstName, member.firstNameMasked) &&
      isConsistentWithMask(person.lastName, member.lastNameMasked),
  );
}
