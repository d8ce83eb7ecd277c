/**
 * The providers' customers (services/seed/partnerCustomers.json, docs/partner-login.md "Seeded customers"): who can
 * sign in (by account number or email, with a password hashed when the stand-in starts and never kept in clear) and
 * what each pays for. A customer's state is the provider's: the seed's status and packages, and a paid-through date one
 * month after the stand-in's clock when the customer is first read, kept from then on (`partner_provider_customers`),
 * so every read of the same customer agrees; the development events change it (partnerEvents.ts).
 */
import { readFileSync } from "node:fs";
import type Database from "better-sqlite3";
import { z } from "zod";
import { addMonths } from "../subscription/proration";
import { hashSecret, legacyScrypt, verifySecret } from "../user/secrets";
import { partnerProviderIds, type PartnerProviderId } from "./partnerProviderSettings";

export const partnerCustomersFile = new URL("../seed/partnerCustomers.json", import.meta.url);

export const customerStatuses = ["ACTIVE", "SUSPENDED", "CANCELED"] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

const packageId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

const seedSchema = z
  .object({
    version: z.literal(1),
    customers: z.array(
      z
        .object({
          partner: z.enum(partnerProviderIds),
          customerId: z.string().regex(/^[A-Z]+-[0-9]{1,12}$/),
          email: z.email(),
          password: z.string().min(8).max(128),
          status: z.enum(customerStatuses),
          packages: z.array(packageId).max(32),
        })
        .strict(),
    ),
  })
  .strict();

export interface SeededCustomer {
  partner: PartnerProviderId;
  customerId: string;
  email: string;
  passwordHash: string;
  status: CustomerStatus;
  packages: string[];
}

/**
 * The seeded customers with their passwords hashed. A stand-in's test fixture, so the seed's cost (scrypt N=2^14), not
 * the accounts' (2^17): eleven hashes at every start stay well under a second.
 */
export async function loadPartnerCustomers(file: URL | string = partnerCustomersFile): Promise<SeededCustomer[]> {
  const seed = seedSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  return Promise.all(
    seed.customers.map(async ({ password, ...customer }) => ({ ...customer, email: customer.email.toLowerCase(), passwordHash: await hashSecret(password, legacyScrypt) })),
  );
}

/** The customer as the provider holds it now. */
export interface CustomerState {
  partner: PartnerProviderId;
  customerId: string;
  status: CustomerStatus;
  packages: string[];
  /** Milliseconds since the epoch. */
  paidThrough: number;
}

/** `GET /{p}/v1/entitlement`'s reply. */
export function entitlementOf(customer: CustomerState) {
  return { customerId: customer.customerId, status: customer.status, packages: customer.packages, validUntil: new Date(customer.paidThrough).toISOString() };
}

const rowSchema = z.object({ status: z.enum(customerStatuses), packages: z.string(), paid_through: z.number().int() });

export type CustomerStore = ReturnType<typeof createCustomerStore>;

export function createCustomerStore(db: Database.Database, seeded: readonly SeededCustomer[], now: () => Date) {
  // Compared against when the login names nobody, so an unknown login takes as long as a wrong password.
  const decoy = seeded[0]?.passwordHash ?? null;
  const seededOf = (partner: PartnerProviderId, customerId: string) => seeded.find((customer) => customer.partner === partner && customer.customerId === customerId);

  /** The customer's state, written from the seed at the first read; undefined for nobody. */
  const state = (partner: PartnerProviderId, customerId: string): CustomerState | undefined => {
    const seed = seededOf(partner, customerId);
    if (seed === undefined) return undefined;
    const at = now();
    db.prepare("INSERT OR IGNORE INTO partner_provider_customers (partner, customer_id, status, packages, paid_through, updated_at) VALUES (?, ?, ?, ?, ?, ?)").run(
      partner,
      customerId,
      seed.status,
      JSON.stringify(seed.packages),
      addMonths(at, 1).getTime(),
      at.getTime(),
    );
    const row = rowSchema.parse(db.prepare("SELECT status, packages, paid_through FROM partner_provider_customers WHERE partner = ? AND customer_id = ?").get(partner, customerId));
    return { partner, customerId, status: row.status, packages: z.array(z.string()).parse(JSON.parse(row.packages)), paidThrough: row.paid_through };
  };

  return {
    state,
    /** The customer whose account number or email is `login` and whose password is `password`; undefined otherwise. */
    async signIn(partner: PartnerProviderId, login: string, password: string): Promise<SeededCustomer | undefined> {
      const wanted = login.trim();
      const customer = seeded.find((candidate) => candidate.partner === partner && (candidate.customerId === wanted.toUpperCase() || candidate.email === wanted.toLowerCase()));
      const matches = await verifySecret(password, customer?.passwordHash ?? decoy);
      return customer !== undefined && matches ? customer : undefined;
    },
    /** Writes the customer's new state (a development event). */
    update(next: CustomerState): void {
      db.prepare("UPDATE partner_provider_customers SET status = ?, packages = ?, paid_through = ?, updated_at = ? WHERE partner = ? AND customer_id = ?").run(
        next.status,
        JSON.stringify(next.packages),
        next.paidThrough,
        now().getTime(),
        next.partner,
        next.customerId,
      );
    },
  };
}
