// Pre-registration on the teaser pages (spec §1 "Gem Detector and Harpoon … pre-register pages"): normalises the
// contact so one person registers once per page, then stores it idempotently. The answer does not say whether the
// contact was new: anyone could otherwise probe which emails and wallets are registered (issue 8 §10).
import { contactKind, type Preregistration, type PreregistrationBody } from '@k3/shared';
import type { Database } from '../db/client';
import { insertPreregistration } from '../repositories/preregistrations';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Emails and EVM addresses are case-insensitive, so they are lower-cased; Solana (base58) addresses are not. */
export function normalizeContact(contact: string): string {
  const value = contact.trim();
  return contactKind(value) === 'email' || EVM_ADDRESS.test(value) ? value.toLowerCase() : value;
}

export async function preregister(db: Database, body: PreregistrationBody): Promise<Preregistration> {
  const contact = normalizeContact(body.contact);
  const kind = contactKind(contact);
  await insertPreregistration(db, { page: body.page, contact, kind });
  return { page: body.page, kind };
}
