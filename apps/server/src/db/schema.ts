import type {
  ColumnType,
  Generated,
  Insertable,
  JSONColumnType,
  Selectable,
  Updateable,
} from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or an ISO string, defaulted by the database. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Locale settings of a tenant (default language, enabled languages, ...), stored as jsonb. */
export type TenantLocale = Record<string, unknown>;

/**
 * A jsonb column read as T and written as a JSON string (JSON.stringify), which both pg and PGlite
 * pass through unchanged (pg would turn a JS array into a PostgreSQL array literal). Optional on
 * insert: the column has a default.
 */
export type JsonColumn<T extends object | null> = JSONColumnType<T, string | undefined, string>;

export interface TenantsTable {
  id: string;
  name: string;
  app_name: string;
  web_logo: string;
  app_version: string;
  /** The theme; null means the product default. */
  app_template: string | null;
  co_name: string;
  icp_no: string;
  co_address: string;
  app_video: string;
  locale: JsonColumn<TenantLocale>;
  default_locale: Generated<string>;
  currency: Generated<string>;
  /** The support-chat project key (spec 7 cs_key); empty when the tenant has no chat. */
  cs_key: Generated<string>;
  /** The tenant's bank details for deposits (back office). */
  deposit_bank: JsonColumn<DepositBank>;
  /** Feature requirements for every client of the tenant (spec 3 features). */
  features: JsonColumn<Record<string, AccessRequirementRow>>;
  created_at: CreatedAt;
}

export interface DepositBank {
  bank_name?: string;
  bank_acc?: string;
  bank_holder?: string;
  swift?: string;
  reference_note?: string;
}

/** spec 6: a feature's or product's minimum VIP level and score; `allow: false` disables a feature. */
export interface AccessRequirementRow {
  vip?: number;
  score?: number;
  allow?: boolean;
}

export interface TenantCountriesTable {
  tenant_id: string;
  code: string;
  name: string;
  phone_code: string;
  currency: string;
  timezone: string;
  enabled: Generated<boolean>;
  for_accounts: Generated<boolean>;
  emoji: Generated<string>;
}

export interface UsersTable {
  id: string;
  tenant_id: string;
  username: string;
  mobile_country_code: string;
  mobile: string;
  password_hash: string;
  full_name: string;
  avatar: string;
  order_num: Generated<number>;
  vip: Generated<number>;
  score: Generated<number>;
  perms: JsonColumn<string[]>;
  features: JsonColumn<Record<string, AccessRequirementRow>>;
  kyc_force: Generated<boolean>;
  client_deposit: Generated<boolean>;
  pin_hash: string | null;
  totp_secret: string | null;
  /** A TOTP secret being bound (POST /user/v1/mfa/bind), not yet confirmed. */
  totp_pending_secret: string | null;
  /** spec 4 KYC status: unverified, pending, rejected, approved. */
  kyc_status: Generated<string>;
  /** Who invited the client (the invitation code's advisor). */
  advisor: Generated<string>;
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
}

/** A timestamptz the application sets (null until it happens). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface SessionsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  remember: Generated<boolean>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  tenant_id: string;
  session_id: string;
  created_at: CreatedAt;
  used_at: NullableTimestamp;
}

export interface InvitationCodesTable {
  id: string;
  tenant_id: string;
  code_hash: string;
  advisor: string;
  max_uses: Generated<number>;
  uses: Generated<number>;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface OneTimeCodesTable {
  id: string;
  tenant_id: string;
  purpose: string;
  country_code: string;
  mobile: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface RateEventsTable {
  id: Generated<string>;
  scope: string;
  key: string;
  created_at: CreatedAt;
}

export interface UploadsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  purpose: string;
  content_type: string;
  size: number;
  sha256: string;
  data: Uint8Array;
  created_at: CreatedAt;
}

export interface KycSubmissionsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  status: string;
  full_name: string;
  country_code: string;
  mobile: string;
  dob: string;
  id_no: string;
  id_kind: string;
  id_front: string;
  id_back: string;
  submitted_at: CreatedAt;
  decided_at: NullableTimestamp;
  decided_by: string | null;
  reject_reason: string | null;
}

export interface MessagesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  title: string;
  body: string;
  /** A system message's key (the web translates it), null for the back office's text. */
  message_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its parameters (strings by name), JSON; null without a key. */
  message_params: ColumnType<
    Record<string, string> | null,
    string | null | undefined,
    string | null
  >;
  read_at: NullableTimestamp;
  /** The one session in which it counts as read already (the sign-in it tells of), or null. */
  read_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  deleted_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: string;
  tenant_id: string;
  channel: string;
  recipient: string;
  body: string;
  created_at: CreatedAt;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface DeviceTokensTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** SHA-256 of the device token (the token itself is only in the client's cookie/header). */
  token_hash: string;
  user_agent: string;
  first_seen_at: CreatedAt;
  last_seen_at: Date;
  revoked_at: NullableTimestamp;
}

/** The Kysely table-types interface of the whole database. */
export interface Database {
  tenants: TenantsTable;
  tenant_countries: TenantCountriesTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  invitation_codes: InvitationCodesTable;
  one_time_codes: OneTimeCodesTable;
  rate_events: RateEventsTable;
  uploads: UploadsTable;
  kyc_submissions: KycSubmissionsTable;
  messages: MessagesTable;
  outbox: OutboxTable;
  server_secrets: ServerSecretsTable;
  device_tokens: DeviceTokensTable;
}

export type Tenant = Selectable<TenantsTable>;
export type NewTenant = Insertable<TenantsTable>;
export type TenantCountry = Selectable<TenantCountriesTable>;
export type NewTenantCountry = Insertable<TenantCountriesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

// ---- ledger, holds, idempotency (migration 0006_ledger) ------------------------------
// Merged into `Database` by declaration merging, so this block only appends.

/** NUMERIC(28, 8): read as a decimal string (selected with ::text), written as one. */
export type NumericColumn = ColumnType<string, string, string>;

export interface LedgerAccountsTable {
  id: string;
  tenant_id: string;
  /** 'client' | 'system' */
  owner_kind: string;
  /** The client's user id, or the system account's name. */
  owner: string;
  user_id: string | null;
  currency: string;
  created_at: CreatedAt;
}

export interface LedgerBalancesTable {
  account_id: string;
  bucket: string;
  tenant_id: string;
  currency: string;
  /** A client's bucket (held at >= 0 by a CHECK) rather than a system account's. */
  customer: boolean;
  /** A system account's balance is spread over shards (0012); a customer bucket is shard 0. */
  shard: Generated<number>;
  amount: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LedgerTransactionsTable {
  id: string;
  tenant_id: string;
  kind: string;
  reference: Generated<string>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  transaction_id: string;
  tenant_id: string;
  account_id: string;
  bucket: string;
  currency: string;
  amount: NumericColumn;
  created_at: CreatedAt;
}

export interface LedgerHoldsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  account_id: string;
  currency: string;
  kind: string;
  reference: Generated<string>;
  amount: NumericColumn;
  posted_amount: ColumnType<string, string | undefined, string>;
  released_amount: ColumnType<string, string | undefined, string>;
  state: Generated<string>;
  expires_at: NullableTimestamp;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
  place_transaction_id: string;
  resolve_transaction_id: string | null;
}

export interface IdempotencyKeysTable {
  tenant_id: string;
  /** The client the key belongs to (keys are scoped per client). */
  user_id: string;
  key: string;
  request_hash: string;
  /** 'in_flight' | 'done' */
  status: string;
  response_status: number | null;
  /** jsonb: read as parsed JSON, written as a JSON string. */
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
}

export interface Database {
  ledger_accounts: LedgerAccountsTable;
  ledger_balances: LedgerBalancesTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_holds: LedgerHoldsTable;
  idempotency_keys: IdempotencyKeysTable;
}

// ---- markets (migration 0009_markets) -------------------------------------------------

export interface WatchlistItemsTable {
  tenant_id: string;
  user_id: string;
  exchange: string;
  symbol: string;
  position: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface NewsItemsTable {
  id: string;
  tenant_id: string;
  headline: string;
  summary: string;
  body: string;
  exchange: string | null;
  symbol: string | null;
  published_at: Date;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface GuestQuotasTable {
  guest_key: string;
  day: string;
  search: number;
  read_stock: number;
  view_quote: number;
  updated_at: Date;
}

export interface Database {
  watchlist_items: WatchlistItemsTable;
  news_items: NewsItemsTable;
  guest_quotas: GuestQuotasTable;
}

// ---- the security centre (migration 0007_security) -----------------------------------
// Merged into the tables above and into `Database` by declaration merging: this block only appends.

export interface UsersTable {
  /** The last TOTP time step accepted (a code of it or an earlier step is refused). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SessionsTable {
  /** The device token's row the session signed in from. */
  device_id: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: Generated<string>;
  ip: Generated<string>;
}

export interface DeviceTokensTable {
  /** The address of the device's last sign-in (its approximate place). */
  last_ip: Generated<string>;
}

export interface BackupCodesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** SHA-256 of the normalised code (lower case, no dash). */
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PasskeysTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** base64url credential id. */
  credential_id: string;
  public_key: Uint8Array;
  /** bigint: read as a string by pg, written as a number. */
  counter: ColumnType<string | number, number | undefined, number>;
  transports: JsonColumn<string[]>;
  device_type: Generated<string>;
  backed_up: Generated<boolean>;
  name: string;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
}

export interface WebauthnChallengesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  purpose: string;
  challenge: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SignInEventsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** 'success' | 'failure', or the factor change of a factor added or removed (FactorChange). */
  outcome: string;
  /** How the sign-in was proved; for a factor change, the factor ('pin' among them). */
  method: string;
  device_id: string | null;
  new_device: Generated<boolean>;
  user_agent: Generated<string>;
  ip: Generated<string>;
  created_at: CreatedAt;
}

export interface Database {
  backup_codes: BackupCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  sign_in_events: SignInEventsTable;
}

// ---- money (migration 0008_money) ---------------------------------------------------
// Merged into `Database` by declaration merging, so this block only appends.

export interface BankAccountsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  bank_name: string;
  bank_acc: string;
  bank_holder: string;
  country: string;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  deleted_at: Date | null;
}

export interface NomineesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  name: string;
  phone: string;
  dob: string | null;
  relation: string;
  share: NumericColumn;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface DepositMethodsTable {
  id: string;
  tenant_id: string;
  /** 'bank' | 'crypto' */
  type: string;
  currency: string;
  label: string;
  details: JsonColumn<Record<string, string>>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface DepositsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  method_id: string;
  method_type: string;
  currency: string;
  amount: NumericColumn;
  reference: string;
  /** null for crypto: the transaction hash (the reference) is the proof. */
  proof_upload_id: string | null;
  status: Generated<string>;
  reason: string | null;
  transaction_id: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
}

/** The payment reference generated for a client and a bank method ('INV-7K3Q-9XW2'). */
export interface DepositReferencesTable {
  tenant_id: string;
  user_id: string;
  method_id: string;
  reference: string;
  created_at: CreatedAt;
}

export interface WithdrawalsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  bank_account_id: string;
  currency: string;
  amount: NumericColumn;
  hold_id: string;
  status: Generated<string>;
  reason: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
}

export interface FxQuotesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  from_currency: string;
  to_currency: string;
  rate: NumericColumn;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface Database {
  bank_accounts: BankAccountsTable;
  nominees: NomineesTable;
  deposit_methods: DepositMethodsTable;
  deposits: DepositsTable;
  deposit_references: DepositReferencesTable;
  withdrawals: WithdrawalsTable;
  fx_quotes: FxQuotesTable;
}

export interface TenantsTable {
  /** The FX spread in basis points taken off the reference rate (0008_money). */
  fx_spread_bps: Generated<number>;
}

/** The support chat (migration 0024): one conversation per client, its messages never changed. */
export interface ChatConversationsTable {
  tenant_id: string;
  user_id: string;
  /** The `seq` of its newest message (0 without one); taken under the row's lock. */
  last_seq: ColumnType<string, string | number | undefined, string | number>;
  /** The `seq` the client has read up to. */
  client_read_seq: ColumnType<string, string | number | undefined, string | number>;
  /** The `seq` the advisor has read up to. */
  advisor_read_seq: ColumnType<string, string | number | undefined, string | number>;
  /** When the automatic greeting last went out (spec 7: at most once per 4 h). */
  greeted_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface ChatMessagesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  seq: ColumnType<string, string | number, never>;
  author: 'client' | 'advisor' | 'system';
  body: string;
  /** Ids of the images (uploads of purpose chat_image), in order. */
  attachments: JsonColumn<string[]>;
  client_message_id: ColumnType<string | null, string | null | undefined, never>;
  /** A system message's key (the greeting), which the web translates. */
  message_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

export interface Database {
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
}

/**
 * PAC codes (migration 0028): issued by an advisor to one client for one offering or product,
 * stored only as a hash; exactly one of `offering_id` and `product_id` is set.
 */
export interface PacCodesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  offering_id: string | null;
  product_id: string | null;
  code_hash: string;
  single_use: boolean;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface Database {
  pac_codes: PacCodesTable;
}
